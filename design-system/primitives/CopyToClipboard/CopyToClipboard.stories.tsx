import type { Meta, StoryObj } from "@storybook/react-vite";
import styled from "styled-components";
import { expect, fn, spyOn, userEvent, waitFor } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { space } from "../../theme";
import { COPIED_FEEDBACK_MS, CopyToClipboard } from "./CopyToClipboard";

/** Room above the button for the confirmation. */
const Stage = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.md};
  padding: ${space.xxl} ${space.lg} ${space.lg};
`;

const address = "Hisingsgatan 12, 417 03 Göteborg";

/** Stories never touch the real clipboard: headless browsers refuse it without a user gesture. */
const mockClipboard = (result: "resolve" | "reject") => () => {
  const writeText = spyOn(navigator.clipboard, "writeText");
  if (result === "resolve") writeText.mockResolvedValue(undefined);
  else writeText.mockRejectedValue(new DOMException("Write permission denied.", "NotAllowedError"));
  return () => writeText.mockRestore();
};

const meta = {
  title: "Primitives/CopyToClipboard",
  component: CopyToClipboard,
  args: {
    text: address,
    children: "Kopiera adress",
    feedback: { copied: "Kopierat", failed: "Kunde inte kopiera" },
    onCopy: fn(),
    onCopyError: fn(),
  },
  beforeEach: mockClipboard("resolve"),
  render: (args) => (
    <Stage>
      <address>{address}</address>
      <CopyToClipboard {...args} />
    </Stage>
  ),
} satisfies Meta<typeof CopyToClipboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter copies; "Kopierat" shows and is announced for one second, then goes. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Kopiera adress" });
    const status = canvas.getByRole("status");
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(address);
    await waitFor(() => expect(status).toHaveTextContent("Kopierat"));
    await expect(args.onCopy).toHaveBeenCalledWith(address);
    await expect(canvas.getByText("Kopierat", { selector: "[aria-hidden]" })).toBeVisible();
    await waitFor(() => expect(status).toHaveTextContent(""), {
      timeout: COPIED_FEEDBACK_MS + 1000,
    });
  },
};

/** An icon-only button for tight spaces (locator cards); the label still names it. */
export const IconOnly: Story = {
  args: { hideLabel: true, text: "031-123 45 67", children: "Kopiera telefonnummer" },
  render: (args) => (
    <Stage>
      <span>031-123 45 67</span>
      <CopyToClipboard {...args} />
    </Stage>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Kopiera telefonnummer" }));
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("Kopierat"));
  },
};

/** Texts come from the site: here English. */
export const English: Story = {
  args: { children: "Copy address", feedback: { copied: "Copied", failed: "Could not copy" } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Copy address" }));
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("Copied"));
  },
};

/** The browser refuses (permission denied): a message instead of an uncaught error. */
export const CopyFails: Story = {
  beforeEach: mockClipboard("reject"),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Kopiera adress" }));
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("Kunde inte kopiera"));
    await expect(args.onCopyError).toHaveBeenCalledTimes(1);
    await expect(args.onCopy).not.toHaveBeenCalled();
  },
};

/** Every form: the snapshot brand designers review per brand. */
export const Showcase: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  render: (args) => (
    <Stage>
      <CopyToClipboard {...args} />
      <CopyToClipboard {...args} text="031-123 45 67">
        Kopiera telefonnummer
      </CopyToClipboard>
      <CopyToClipboard {...args} hideLabel text="ABC 123">
        Kopiera registreringsnummer
      </CopyToClipboard>
    </Stage>
  ),
};

export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => (
    <InEveryBrand>
      {() => (
        <Stage>
          <CopyToClipboard {...args} />
          <CopyToClipboard {...args} hideLabel text="ABC 123">
            Kopiera registreringsnummer
          </CopyToClipboard>
        </Stage>
      )}
    </InEveryBrand>
  ),
};
