import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { demoPhoto } from "../../primitives/Image/storyImages";
import type { DataTableCell } from "./cells";
import { storyTranslate } from "../../stories/texts";
import { DataTable } from "./DataTable";
import { dataTableLabels } from "./labels";

const thumb = (label: string, variant: number) => ({
  src: demoPhoto({ label, variant, width: 640, height: 400 }),
  alt: label,
  width: 640,
  height: 400,
});

const serviceRows: DataTableCell[][] = [
  [
    { kind: "image", image: thumb("Volvo EX30", 0) },
    { kind: "text", lineOne: "Volvo EX30", lineTwo: "2024–", lineThree: "El" },
    {
      kind: "link",
      lineOne: "Från",
      lineOneBold: "2 495 kr",
      lineTwo: "Inkl. moms",
      link: { href: "/boka-service", text: "Boka" },
    },
    { kind: "text", lineOne: "Liten service" },
  ],
  [
    { kind: "image", image: thumb("Volvo XC60", 1) },
    { kind: "text", lineOne: "Volvo XC60", lineTwo: "2018–", lineThree: "Laddhybrid" },
    {
      kind: "link",
      lineOne: "Från",
      lineOneBold: "4 295 kr",
      lineTwo: "Inkl. moms",
      link: { href: "/boka-service", text: "Boka" },
    },
    { kind: "text", lineOne: "Stor service", lineTwo: "Inkl. filter" },
  ],
];

const meta = {
  title: "Blocks/DataTable",
  component: DataTable,
  args: {
    caption: "Servicepriser",
    headers: ["Bild", "Modell", "Pris", "Service"],
    rows: serviceRows,
    labels: dataTableLabels(storyTranslate),
  },
  argTypes: { rows: { control: false } },
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Image, text and link cells under the column headers; four columns fill the width. */
export const Default: Story = {
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("table", { name: "Servicepriser" })).toBeVisible();
    await expect(canvas.getAllByRole("columnheader").map((th) => th.textContent)).toEqual([
      "Bild",
      "Modell",
      "Pris",
      "Service",
    ]);
    await expect(canvas.getAllByRole("link", { name: "Boka" })).toHaveLength(2);
    await expect(canvas.getByRole("table").getBoundingClientRect().width).toBeGreaterThan(600);
  },
};

/** The visual baseline, untouched (the local comparison renders it at phone width). */
export const Showcase: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
};

/** Three or fewer columns: as wide as the content (specs). */
export const AutoWidth: Story = {
  args: {
    caption: "Öppettider",
    headers: ["Anläggning", "Öppettider"],
    rows: [
      [
        { kind: "text", lineOne: "Stockholm Kungens Kurva" },
        { kind: "text", lineOne: "Vardagar 7–18", lineTwo: "Lördag 10–15" },
      ],
      [
        { kind: "text", lineOne: "Göteborg Mölndal" },
        { kind: "text", lineOne: "Vardagar 7–17" },
      ],
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("table").getBoundingClientRect().width).toBeLessThan(600);
  },
};

/** The column headers could not be loaded: empty, named for screen readers only. */
export const HeadersUnavailable: Story = {
  args: { headers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("columnheader").map((th) => th.textContent)).toEqual([
      "Kolumn 1",
      "Kolumn 2",
      "Kolumn 3",
      "Kolumn 4",
    ]);
  },
};

/** A cell of a kind the table does not know says so. */
export const UnknownCell: Story = {
  args: {
    rows: [[...(serviceRows[0] ?? []).slice(0, 3), { kind: "unknown" }]],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Okänd celltyp")).toBeVisible();
  },
};

/** Caption for screen readers only (a heading above already names the table). */
export const HiddenCaption: Story = {
  args: { hideCaption: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("table", { name: "Servicepriser" })).toBeVisible();
  },
};

export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => (
    <InEveryBrand layout="stack" padded={false}>
      {() => <DataTable {...args} />}
    </InEveryBrand>
  ),
};
