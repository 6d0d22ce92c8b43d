import type { Meta, StoryObj } from "@storybook/react-vite";
import styled from "styled-components";
import { expect, userEvent, waitFor } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { space, vars } from "../../theme";
import { Button } from "../Button";
import { Icon } from "../Icon";
import { Tooltip } from "./Tooltip";

/** Room above and below the trigger for the tooltip. */
const Stage = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xl};
  padding: ${space.xxxl} ${space.lg};
`;

const InfoButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  padding: 0;
  border: 1px solid ${vars.color.borderStrong};
  border-radius: 50%;
  background: ${vars.color.surface};
  color: ${vars.color.text};
  cursor: help;
`;

const rateText =
  "Effektiv ränta 6,42 % vid 20 % kontantinsats, 60 månaders löptid och 50 % restvärde. Uppläggningsavgift 695 kr, aviavgift 49 kr/mån.";

const longText =
  "Garantin gäller i 24 månader från leveransdagen och omfattar motor, växellåda, drivaxlar, styrning, bromssystem och elektriska komponenter. Slitagedelar som bromsbelägg, torkarblad, däck och glödlampor ingår inte. Garantin förutsätter att bilen servas enligt tillverkarens serviceprogram hos en auktoriserad verkstad och att servicen dokumenteras i bilens servicebok eller digitala servicehistorik.";

const meta = {
  title: "Primitives/Tooltip",
  component: Tooltip,
  args: {
    content: rateText,
    children: (
      <InfoButton type="button" aria-label="Om räntan">
        <Icon name="Info" size="sm" />
      </InfoButton>
    ),
  },
  argTypes: {
    placement: { control: "inline-radio", options: ["top", "bottom"] },
    align: { control: "inline-radio", options: ["center", "start", "end"] },
    children: { control: false },
  },
  render: (args) => (
    <Stage>
      <span>Månadskostnad 3 495 kr</span>
      <Tooltip {...args} />
    </Stage>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover shows the tooltip; it stays while the pointer moves onto it, and goes on leave. */
export const Hover: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Om räntan" });
    const tooltip = canvas.getByRole("tooltip", { hidden: true });
    await expect(trigger).toHaveAccessibleDescription(rateText);
    await expect(tooltip).not.toBeVisible();
    await userEvent.hover(trigger);
    await expect(tooltip).toBeVisible();
    await userEvent.hover(tooltip);
    await expect(tooltip).toBeVisible();
    await userEvent.unhover(tooltip);
    await expect(tooltip).not.toBeVisible();
  },
};

/** Tab shows it, Esc hides it while focus stays, Tab away hides it. */
export const KeyboardFocus: Story = {
  play: async ({ canvas, step }) => {
    const trigger = canvas.getByRole("button", { name: "Om räntan" });
    const tooltip = canvas.getByRole("tooltip", { hidden: true });
    await step("Tab to the trigger shows the tooltip", async () => {
      await userEvent.tab();
      await expect(trigger).toHaveFocus();
      await expect(tooltip).toBeVisible();
    });
    await step("Esc dismisses it; focus stays", async () => {
      await userEvent.keyboard("{Escape}");
      await expect(tooltip).not.toBeVisible();
      await expect(trigger).toHaveFocus();
    });
    await step("Tab away and back shows it again; blur hides it", async () => {
      await userEvent.tab({ shift: true });
      await expect(tooltip).not.toBeVisible();
      await userEvent.tab();
      await expect(tooltip).toBeVisible();
    });
  },
};

/** Below the trigger. */
export const Bottom: Story = {
  args: { placement: "bottom", open: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Om räntan" });
    const tooltip = canvas.getByRole("tooltip");
    await expect(tooltip.getBoundingClientRect().top).toBeGreaterThan(
      trigger.getBoundingClientRect().bottom,
    );
  },
};

/** Texts over 288 characters are cut with an ellipsis. */
export const LongTextIsCut: Story = {
  args: {
    content: longText,
    open: true,
    align: "start",
    children: <Button variant="Ghost">Om garantin</Button>,
  },
  play: async ({ canvas }) => {
    const text = canvas.getByRole("tooltip").textContent ?? "";
    await expect(longText.length).toBeGreaterThan(288);
    await expect(Array.from(text)).toHaveLength(289);
    await expect(text.endsWith("…")).toBe(true);
  },
};

/** On a text button: the tooltip adds to the button's name. */
export const OnAButton: Story = {
  args: {
    content: "Bilen är reserverad i 24 timmar, utan kostnad.",
    children: <Button>Reservera</Button>,
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Reservera" });
    await userEvent.hover(button);
    await waitFor(() => expect(canvas.getByRole("tooltip")).toBeVisible());
  },
};

/** Shown, above and below: the snapshot brand designers review per brand. */
export const Showcase: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  args: { open: true },
  render: (args) => (
    <Stage>
      <span>Månadskostnad 3 495 kr</span>
      <Tooltip {...args} />
      <Tooltip content="Laddtid 10–80 %: 28 minuter vid 150 kW." placement="bottom" open>
        <Button variant="Secondary">Laddning</Button>
      </Tooltip>
    </Stage>
  ),
};

export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  args: { content: "Bilen är reserverad i 24 timmar, utan kostnad.", open: true },
  render: (args) => (
    <InEveryBrand>
      {() => (
        <Stage>
          <Tooltip {...args}>
            <Button>Reservera</Button>
          </Tooltip>
        </Stage>
      )}
    </InEveryBrand>
  ),
};
