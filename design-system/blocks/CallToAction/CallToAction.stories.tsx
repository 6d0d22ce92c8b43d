import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { CallToAction } from "./CallToAction";

const meta = {
  title: "Blocks/CallToAction",
  component: CallToAction,
  args: {
    title: "Din bilhandlare i hela Sverige",
    text: "Nya och begagnade bilar från flera märken, service, verkstad och däckhotell på över 30 orter.",
    button: { href: "/kop-bil", text: "Se bilar i lager", variant: "Secondary" },
    isPageTitle: false,
  },
} satisfies Meta<typeof CallToAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2 })).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Se bilar i lager" })).toHaveAttribute(
      "href",
      "/kop-bil",
    );
  },
};

/** The band opening a page: its title is the h1 (content field IsPageTitle). */
export const AsPageTitle: Story = {
  args: { isPageTitle: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Din bilhandlare i hela Sverige",
    );
  },
};

export const PrimaryButton: Story = {
  args: {
    title: "Jobba hos oss",
    text: "Vi söker alltid duktiga bilmekaniker, säljare och kundmottagare. Välkommen med din ansökan!",
    button: { href: "/karriar", text: "Lediga jobb", variant: "Primary" },
  },
};

export const GhostContrastButton: Story = {
  args: {
    title: "Elbilspremie för företag",
    text: "Ladda företaget med elbilar: vi hjälper dig med laddboxar, förmånsvärde och leasing.",
    button: {
      href: "/foretag/elbil",
      text: "Läs mer om elbil för företag",
      variant: "Ghost Contrast",
    },
  },
};

/** Ghost takes the band's text colour, so it keeps its contrast on the brand colour. */
export const GhostButton: Story = {
  args: { button: { href: "/kop-bil", text: "Se bilar i lager", variant: "Ghost" } },
};

/** An authored variant the design does not know renders as Primary. */
export const UnknownButtonVariant: Story = {
  args: { button: { href: "/kop-bil", text: "Se bilar i lager", variant: "Orange" } },
};

export const WithoutButton: Story = {
  args: { title: "Vinterdäck? Vi har dem på lager.", button: undefined },
};

export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => (
    <InEveryBrand layout="stack" padded={false}>
      {() => <CallToAction {...args} />}
    </InEveryBrand>
  ),
};
