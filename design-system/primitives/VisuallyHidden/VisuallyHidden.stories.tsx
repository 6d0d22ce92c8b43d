import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Button } from "../Button";
import { VisuallyHidden } from "./VisuallyHidden";

const meta = {
  title: "Primitives/VisuallyHidden",
  component: VisuallyHidden,
  parameters: { layout: "padded" },
  args: { children: " för Volvo XC60 2021" },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Extra words for screen readers: the button reads "Jämför för Volvo XC60 2021", shows "Jämför". */
export const InAButton: Story = {
  render: (args) => (
    <Button variant="Secondary">
      Jämför
      <VisuallyHidden {...args} />
    </Button>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Jämför för Volvo XC60 2021" });
    await expect(button).toBeVisible();
    const hidden = canvas.getByText("för Volvo XC60 2021");
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
