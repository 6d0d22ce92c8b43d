import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import styled from "styled-components";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { space, vars } from "../../theme";
import { Button } from "../Button";
import { Drawer, type DrawerProps } from "./Drawer";

const Page = styled.div`
  display: grid;
  gap: ${space.md};
  justify-items: start;
  padding: ${space.lg};
`;

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${space.xs};
  margin: 0 0 ${space.lg};
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${space.xs};
    font-weight: ${vars.fontWeight.heading};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${space.xs};
    min-height: 2rem;
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

const fuels = ["Bensin", "Diesel", "El", "Laddhybrid", "Hybrid"];
const bodies = ["Kombi", "SUV", "Sedan", "Halvkombi", "Transportbil"];

const Filters = () => (
  <>
    <Fieldset>
      <legend>Drivmedel</legend>
      {fuels.map((fuel) => (
        <label key={fuel}>
          <input type="checkbox" name="fuel" value={fuel} /> {fuel}
        </label>
      ))}
    </Fieldset>
    <Fieldset>
      <legend>Kaross</legend>
      {bodies.map((body) => (
        <label key={body}>
          <input type="checkbox" name="body" value={body} /> {body}
        </label>
      ))}
    </Fieldset>
  </>
);

function DrawerDemo({ defaultOpen = false, ...args }: DrawerProps & { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const close = () => {
    args.onClose();
    setOpen(false);
  };
  return (
    <Page>
      <Button variant="Secondary" onClick={() => setOpen(true)}>
        Filtrera
      </Button>
      <p>1 248 begagnade bilar</p>
      <Drawer
        {...args}
        open={open}
        onClose={close}
        footer={<Button onClick={close}>Visa 1 248 bilar</Button>}
      />
    </Page>
  );
}

const meta = {
  title: "Primitives/Drawer",
  component: Drawer,
  args: {
    closeLabel: "Stäng",
    open: false,
    onClose: fn(),
    title: "Filtrera",
    children: <Filters />,
    side: "right",
  },
  argTypes: { side: { control: "inline-radio", options: ["left", "right"] } },
  render: (args) => <DrawerDemo {...args} />,
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Filters on mobile: opens from the right, focus on the first filter, Esc closes. */
export const Right: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ args, canvas, step }) => {
    const trigger = canvas.getByRole("button", { name: "Filtrera" });
    const screen = within(document.body);
    await step("Space on the trigger opens the drawer at the right edge", async () => {
      trigger.focus();
      await userEvent.keyboard(" ");
      const dialog = await screen.findByRole("dialog", { name: "Filtrera" });
      await expect(screen.getByRole("checkbox", { name: "Bensin" })).toHaveFocus();
      await waitFor(() =>
        expect(Math.round(dialog.getBoundingClientRect().right)).toBe(
          document.documentElement.clientWidth,
        ),
      );
    });
    await step("Space checks a filter; Esc closes and focus returns", async () => {
      await userEvent.keyboard(" ");
      await expect(screen.getByRole("checkbox", { name: "Bensin" })).toBeChecked();
      await userEvent.keyboard("{Escape}");
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await expect(trigger).toHaveFocus();
    });
  },
};

/** A menu from the left edge; the footer action closes it. */
export const Left: Story = {
  args: { side: "left", title: "Meny" },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Filtrera" }));
    const screen = within(document.body);
    const dialog = await screen.findByRole("dialog", { name: "Meny" });
    await waitFor(() => expect(Math.round(dialog.getBoundingClientRect().left)).toBe(0));
    await userEvent.click(screen.getByRole("button", { name: "Visa 1 248 bilar" }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};

/** A click on the dimmed page beside the panel closes it. */
export const BackdropClick: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Filtrera" }));
    const dialog = await within(document.body).findByRole("dialog");
    // The panel slides in from the right: aim beside it where it stops, not where it started
    // (on a busy machine the click came while it was still moving, and landed on the panel).
    await waitFor(() =>
      expect(Math.round(dialog.getBoundingClientRect().right)).toBe(
        document.documentElement.clientWidth,
      ),
    );
    const box = dialog.getBoundingClientRect();
    await userEvent.pointer({
      keys: "[MouseLeft]",
      target: dialog,
      coords: { clientX: box.left - 16, clientY: box.top + 100 },
    });
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Open at the smallest phone width: the snapshot brand designers review per brand. */
export const Showcase: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  args: { description: "Begagnade bilar i hela Sverige" },
  render: (args) => <DrawerDemo {...args} defaultOpen />,
};

/** The panel in every brand, rendered in place (non-modal) so all fit one snapshot. */
export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => (
    <InEveryBrand>
      {() => <Drawer {...args} open inlinePreview footer={<Button>Visa 1 248 bilar</Button>} />}
    </InEveryBrand>
  ),
};
