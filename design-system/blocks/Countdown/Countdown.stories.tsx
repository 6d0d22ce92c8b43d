import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { storyTranslate } from "../../stories/texts";
import { Countdown } from "./Countdown";
import { countdownLabels } from "./labels";

/* Targets relative to when the story loads, so every run shows the same time left. */
const loadedAt = Date.now();
const inTwelveDays = loadedAt + ((12 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;

const labels = countdownLabels(storyTranslate);
const digits = (root: HTMLElement) =>
  Array.from(root.querySelectorAll("dd")).map((dd) => dd.textContent);

const meta = {
  title: "Blocks/Countdown",
  component: Countdown,
  args: {
    title: "Vårkampanjen startar om",
    target: inTwelveDays,
    initialNow: loadedAt,
    doneText: "Vårkampanjen har börjat!",
    labels,
  },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Counting down in days, hours, minutes and seconds; a timer, labelled per unit. */
export const Running: Story = {
  // A live clock: not in local visual regression (Chromatic snapshots it with its own clock).
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("timer", { name: "Vårkampanjen startar om" })).toBeVisible();
    await expect(digits(canvasElement)[0]).toBe("12");
    await expect(canvas.getByText("Sekunder")).toBeVisible();
  },
};

/** The last seconds: it stops at zero and shows the done text. */
export const ReachesZero: Story = {
  args: { target: Date.now() + 2_000, initialNow: undefined },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(digits(canvasElement)).toEqual(["0", "00", "00", "00"]), {
      timeout: 4_000,
    });
    await expect(canvas.getByText("Vårkampanjen har börjat!")).toBeVisible();
  },
};

/** Past the target: zeros, not negative numbers. */
export const Finished: Story = {
  args: { target: loadedAt - 60_000 },
  play: async ({ canvasElement }) => {
    await expect(digits(canvasElement)).toEqual(["0", "00", "00", "00"]);
  },
};

/** Without a title or done text. */
export const WithoutTitle: Story = {
  args: { title: undefined, doneText: undefined },
};

export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => (
    <InEveryBrand layout="stack" padded={false}>
      {() => <Countdown {...args} />}
    </InEveryBrand>
  ),
};
