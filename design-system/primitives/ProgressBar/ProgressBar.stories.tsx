import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import styled from "styled-components";
import { expect } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { space } from "../../theme";
import { Button } from "../Button";
import { ProgressBar } from "./ProgressBar";

const LoadMore = styled.div`
  display: grid;
  justify-items: center;
  gap: ${space.md};
  padding: ${space.lg};
`;

const meta = {
  title: "Primitives/ProgressBar",
  component: ProgressBar,
  parameters: { layout: "padded" },
  args: { value: 24, max: 120, label: "Visar 24 av 120 bilar" },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar", { name: "Visar 24 av 120 bilar" });
    await expect(bar).toHaveAttribute("aria-valuenow", "24");
    await expect(bar).toHaveAttribute("aria-valuemax", "120");
  },
};

export const Empty: Story = { args: { value: 0, max: 120, label: "Visar 0 av 120 bilar" } };

export const Complete: Story = { args: { value: 120, max: 120, label: "Visar 120 av 120 bilar" } };

/** Label hidden: the bar is still named for screen readers. */
export const HiddenLabel: Story = {
  args: { value: 2, max: 5, label: "Steg 2 av 5", hideLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar", { name: "Steg 2 av 5" })).toBeInTheDocument();
  },
};

/** The car list's "load more": each press shows 24 more cars and the bar follows. */
export const ShowingXOfY: Story = {
  render: function Render() {
    const total = 60;
    const [shown, setShown] = useState(24);
    return (
      <LoadMore>
        <ProgressBar value={shown} max={total} label={`Visar ${shown} av ${total} bilar`} />
        {shown < total ? (
          <Button variant="Secondary" onClick={() => setShown((n) => Math.min(total, n + 24))}>
            Visa fler bilar
          </Button>
        ) : null}
      </LoadMore>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const bar = canvas.getByRole("progressbar", { name: "Visar 48 av 60 bilar" });
    await expect(bar).toHaveAttribute("aria-valuenow", "48");
    await userEvent.click(canvas.getByRole("button", { name: "Visa fler bilar" }));
    await expect(canvas.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "60");
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

export const AllBrands: Story = {
  parameters: { layout: "fullscreen", chromatic: { modes: allBrandsModes } },
  render: (args) => <InEveryBrand>{() => <ProgressBar {...args} />}</InEveryBrand>,
};
