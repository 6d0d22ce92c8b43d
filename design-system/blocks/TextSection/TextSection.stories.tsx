import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { TextSection } from "./TextSection";

const meta = {
  title: "Blocks/TextSection",
  component: TextSection,
  args: {
    title: "Service och verkstad för alla märken",
    text: "Våra auktoriserade verkstäder servar din bil enligt tillverkarens serviceprogram, så att nybilsgarantin fortsätter att gälla. Vi tar emot alla bilmärken, oavsett var du har köpt bilen.\n\nBoka service, reparation eller hjulskifte online och välj den verkstad och tid som passar dig. Dina hjul kan du förvara hos oss i vårt däckhotell.",
    link: { href: "/service", text: "Boka service" },
  },
  argTypes: { headingLevel: { control: "inline-radio", options: [1, 2] } },
} satisfies Meta<typeof TextSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title, paragraphs (blank lines in the text) and a Ghost link button. */
export const Default: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent(
      "Service och verkstad för alla märken",
    );
    await expect(canvas.getByRole("link", { name: "Boka service" })).toHaveAttribute(
      "href",
      "/service",
    );
  },
};

export const WithoutLink: Story = {
  args: {
    title: "Bilar för företag",
    text: "Behöver ditt företag nya tjänstebilar eller transportbilar? Våra företagssäljare hjälper dig att hitta rätt bilar, finansiering och serviceavtal för hela vagnparken.",
    link: undefined,
  },
};

/** When the section opens the page its title is the page's h1. */
export const AsPageTitle: Story = {
  args: {
    title: "Om Automotive Sverige",
    text: "Automotive Sverige är en bilhandelskoncern med anläggningar från Malmö i söder till Luleå i norr. Vi säljer nya och begagnade bilar från flera märken och har över 1 200 medarbetare.",
    headingLevel: 1,
    link: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Om Automotive Sverige",
    );
  },
};

export const TitleOnly: Story = {
  args: { title: "Kampanjer just nu", text: undefined, link: undefined },
};

export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => (
    <InEveryBrand layout="stack" padded={false}>
      {() => <TextSection {...args} />}
    </InEveryBrand>
  ),
};
