import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { storyTranslate, storyTranslator } from "../../stories/texts";
import { FileList } from "./FileList";
import { fileListLabels } from "./labels";

const files = [
  {
    title: "Prislista Volvo EX30 2026",
    href: "/-/media/demo/prislista-ex30.pdf",
    sizeBytes: 1_240_000,
  },
  { title: "Broschyr Volvo XC60", href: "/-/media/demo/broschyr-xc60.pdf", sizeBytes: 8_600_000 },
  { title: "Allmänna villkor för bilköp", href: "/-/media/demo/villkor.pdf", sizeBytes: 310_000 },
  {
    title: "Utrustningslista (Excel)",
    href: "/-/media/demo/utrustning",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    sizeBytes: 96_000,
  },
  { title: "Serviceprogram och intervaller", href: "/-/media/demo/service.pdf", extension: "pdf" },
];

const meta = {
  title: "Blocks/FileList",
  component: FileList,
  args: {
    title: "Prislistor och broschyrer",
    files,
    locale: "sv-SE",
    labels: fileListLabels(storyTranslate),
  },
} satisfies Meta<typeof FileList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Collapsed: three files and a show-more button; Enter and Space toggle the rest. */
export const Collapsed: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole("button", { name: "Visa alla filer (2 till)" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.getByText("Serviceprogram och intervaller")).not.toBeVisible();
    button.focus();
    await userEvent.keyboard("{Enter}");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(button).toHaveAccessibleName("Visa färre filer");
    await waitFor(() => expect(canvas.getByRole("link", { name: /Serviceprogram/ })).toBeVisible());
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: /Utrustningslista/ })).toHaveFocus();
    button.focus();
    await userEvent.keyboard(" ");
    await expect(button).toHaveAttribute("aria-expanded", "false");
  },
};

/** Expanded: every file is listed. */
export const Expanded: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Visa alla filer (2 till)" }));
    await waitFor(() => expect(canvas.getByRole("link", { name: /Serviceprogram/ })).toBeVisible());
  },
};

/** Three files or fewer: no show-more button. */
export const Short: Story = {
  args: { files: files.slice(0, 2) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button")).toBeNull();
    await expect(canvas.getByRole("link", { name: /Broschyr Volvo XC60/ })).toHaveTextContent(
      /PDF, 8,6\sMB/,
    );
  },
};

/** Without a title, and with files whose size the CMS does not know. */
export const WithoutTitleOrSizes: Story = {
  args: {
    title: undefined,
    files: files.map(({ sizeBytes: _size, ...file }) => file),
  },
};

export const English: Story = {
  args: {
    title: "Documents",
    locale: "en-GB",
    labels: fileListLabels(storyTranslator("en", "en-GB")),
    files: [
      { title: "Price list 2026", href: "/-/media/demo/price-list.pdf", sizeBytes: 2_100_000 },
      { title: "Terms of sale", href: "/-/media/demo/terms.pdf", sizeBytes: 180_000 },
      { title: "Finance guide", href: "/-/media/demo/finance.pdf", sizeBytes: 640_000 },
      { title: "Warranty booklet", href: "/-/media/demo/warranty.pdf", sizeBytes: 1_050_000 },
    ],
  },
};

export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => (
    <InEveryBrand layout="stack">{() => <FileList {...args} headingLevel={3} />}</InEveryBrand>
  ),
};
