import type { Meta, StoryObj } from "@storybook/react-vite";
import { Fragment, useState } from "react";
import styled from "styled-components";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { space, vars } from "../../theme";
import { Button } from "../Button";
import { BottomSheet, type BottomSheetProps } from "./BottomSheet";

const Page = styled.div`
  display: grid;
  gap: ${space.md};
  justify-items: start;
  padding: ${space.lg};
`;

const Summary = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${space.xs} ${space.md};
  margin: 0;
  dt {
    color: ${vars.color.textMuted};
  }
  dd {
    margin: 0;
    text-align: end;
  }
`;

const rows: [string, string][] = [
  ["Verkstad", "Bilhallen Göteborg, Hisings Backa"],
  ["Bil", "Volvo V60 B4, ABC 123"],
  ["Tjänst", "Service 3 (60 000 km)"],
  ["Tillägg", "Hjulskifte, tvätt"],
  ["Datum", "Tisdag 14 oktober"],
  ["Tid", "08:30"],
  ["Lånebil", "Ja, elbil"],
  ["Uppskattat pris", "4 890 kr"],
];

const BookingSummary = ({ repeat = 1 }: { repeat?: number }) => (
  <Summary>
    {Array.from({ length: repeat }, (_, round) =>
      rows.map(([term, detail]) => (
        <Fragment key={`${round}-${term}`}>
          <dt>{term}</dt>
          <dd>{detail}</dd>
        </Fragment>
      )),
    )}
  </Summary>
);

function SheetDemo({ defaultOpen = false, ...args }: BottomSheetProps & { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Page>
      <Button variant="Secondary" onClick={() => setOpen(true)}>
        Visa sammanfattning
      </Button>
      <BottomSheet
        {...args}
        open={open}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
      />
    </Page>
  );
}

const meta = {
  title: "Primitives/BottomSheet",
  component: BottomSheet,
  globals: { viewport: { value: "mobile", isRotated: false } },
  args: {
    closeLabel: "Stäng",
    open: false,
    onClose: fn(),
    title: "Din bokning",
    children: <BookingSummary />,
    footer: <Button>Bekräfta bokning</Button>,
  },
  render: (args) => <SheetDemo {...args} />,
} satisfies Meta<typeof BottomSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The booking summary on mobile: slides up, sits on the bottom edge, Esc closes. */
export const Default: Story = {
  play: async ({ args, canvas, step }) => {
    const trigger = canvas.getByRole("button", { name: "Visa sammanfattning" });
    const screen = within(document.body);
    await step("Enter opens the sheet on the bottom edge", async () => {
      trigger.focus();
      await userEvent.keyboard("{Enter}");
      const dialog = await screen.findByRole("dialog", { name: "Din bokning" });
      await waitFor(() =>
        expect(Math.round(dialog.getBoundingClientRect().bottom)).toBe(window.innerHeight),
      );
      // Nothing focusable in the summary: the dialog itself has focus and reads its title.
      await expect(dialog).toHaveFocus();
    });
    await step("Esc closes and focus returns to the trigger", async () => {
      await userEvent.keyboard("{Escape}");
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await expect(trigger).toHaveFocus();
    });
  },
};

/** Long content: the sheet stops at 90% of the viewport, the content scrolls (and takes Tab). */
export const LongContent: Story = {
  args: { children: <BookingSummary repeat={5} /> },
  render: (args) => <SheetDemo {...args} defaultOpen />,
  play: async () => {
    const screen = within(document.body);
    const dialog = await screen.findByRole("dialog");
    await waitFor(() =>
      expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(
        window.innerHeight * 0.9 + 1,
      ),
    );
    const scroller = screen.getAllByText("Verkstad")[0]?.closest("[tabindex='0']");
    await waitFor(() => expect(scroller).not.toBeNull());
    await expect(screen.getByRole("button", { name: "Bekräfta bokning" })).toBeVisible();
  },
};

/** Open: the snapshot brand designers review per brand. */
export const Showcase: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  args: { description: "Kontrollera uppgifterna innan du bekräftar." },
  render: (args) => <SheetDemo {...args} defaultOpen />,
};

/** The sheet in every brand, rendered in place (non-modal) so all fit one snapshot. */
export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  globals: { viewport: { value: "desktop", isRotated: false } },
  render: (args) => (
    <InEveryBrand>{() => <BottomSheet {...args} open inlinePreview />}</InEveryBrand>
  ),
};
