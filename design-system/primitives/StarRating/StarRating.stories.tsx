import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import styled from "styled-components";
import { expect, fn } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { space } from "../../theme";
import { StarRating, type StarRatingInputProps } from "./StarRating";

/** The input variant's args (the meta's args are for it; read-only stories render their own). */
const inputArgs = (args: unknown) => args as StarRatingInputProps;

const avText = (value: number, max: number) => `${value} av ${max}`;
const stjarnor = (stars: number) => (stars === 1 ? "1 stjärna" : `${stars} stjärnor`);

const Stack = styled.div`
  display: grid;
  gap: ${space.xl};
  padding: ${space.lg};
`;

const meta = {
  title: "Primitives/StarRating",
  component: StarRating,
  parameters: { layout: "padded" },
  args: {
    label: "Hur nöjd är du med bokningen?",
    valueText: avText,
    starLabel: stjarnor,
    onChange: fn(),
  },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab enters the stars; arrow keys move and select; Home and End pick 1 and 5. */
export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    await step("Tab reaches the first star; nothing is chosen yet", async () => {
      await userEvent.tab();
      await expect(canvas.getByRole("radio", { name: "1 stjärna" })).toHaveFocus();
      for (const radio of canvas.getAllByRole("radio")) await expect(radio).not.toBeChecked();
    });
    await step("Arrow keys move and select", async () => {
      await userEvent.keyboard("{ArrowRight}");
      await expect(canvas.getByRole("radio", { name: "2 stjärnor" })).toBeChecked();
      await userEvent.keyboard("{ArrowRight}{ArrowRight}");
      await expect(canvas.getByRole("radio", { name: "4 stjärnor" })).toBeChecked();
      await userEvent.keyboard("{ArrowLeft}");
      await expect(canvas.getByRole("radio", { name: "3 stjärnor" })).toBeChecked();
    });
    await step("End and Home pick the highest and the lowest", async () => {
      await userEvent.keyboard("{End}");
      await expect(canvas.getByRole("radio", { name: "5 stjärnor" })).toBeChecked();
      await expect(canvas.getByRole("radio", { name: "5 stjärnor" })).toHaveFocus();
      await userEvent.keyboard("{Home}");
      await expect(canvas.getByRole("radio", { name: "1 stjärna" })).toBeChecked();
      await expect(inputArgs(args).onChange).toHaveBeenLastCalledWith(1);
    });
  },
};

export const Click: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "4 stjärnor" }));
    await expect(inputArgs(args).onChange).toHaveBeenCalledWith(4);
    await expect(canvas.getByText("4 av 5")).toBeVisible();
  },
};

export const WithValue: Story = {
  args: { defaultValue: 4 },
};

/** Specs: a rating needs at least one star before it is sent. */
export const WithError: Story = {
  args: { required: true, error: "Välj minst en stjärna" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group")).toHaveAccessibleDescription("Välj minst en stjärna");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 3 },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole("radio")) await expect(radio).toBeDisabled();
  },
};

/** Read-only: one image with the accessible text "4 av 5". */
export const ReadOnly: Story = {
  render: () => <StarRating readOnly value={4} valueText={avText} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "4 av 5" })).toBeVisible();
  },
};

/** Read-only averages fill part of a star. */
export const ReadOnlyAverage: Story = {
  render: () => <StarRating readOnly value={4.3} valueText={(v, max) => `${v} av ${max}`} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "4.3 av 5" })).toBeVisible();
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [rating, setRating] = useState<number | null>(null);
    return (
      <>
        <StarRating {...inputArgs(args)} value={rating} onChange={setRating} />
        <p>
          Betyg: <output>{rating ?? "inget"}</output>
        </p>
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "5 stjärnor" }));
    await expect(canvas.getByRole("status")).toHaveTextContent("5");
  },
};

function Showcase() {
  return (
    <Stack>
      <StarRating label="Hur nöjd är du?" starLabel={stjarnor} valueText={avText} />
      <StarRating
        label="Hur nöjd är du?"
        starLabel={stjarnor}
        valueText={avText}
        defaultValue={4}
      />
      <StarRating
        label="Hur nöjd är du?"
        starLabel={stjarnor}
        required
        error="Välj minst en stjärna"
      />
      <StarRating
        label="Ditt betyg"
        starLabel={stjarnor}
        valueText={avText}
        disabled
        defaultValue={3}
      />
      <StarRating readOnly value={4} valueText={avText} />
      <StarRating readOnly value={3.5} valueText={avText} />
    </Stack>
  );
}

export const AllStates: Story = {
  tags: ["visual"],
  parameters: { layout: "fullscreen", chromatic: { modes: brandModes } },
  render: () => <Showcase />,
};

export const AllBrands: Story = {
  parameters: { layout: "fullscreen", chromatic: { modes: allBrandsModes } },
  render: () => <InEveryBrand>{() => <Showcase />}</InEveryBrand>,
};
