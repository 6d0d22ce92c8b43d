import type { Meta, StoryObj } from "@storybook/react-vite";
import styled from "styled-components";
import { expect } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { space } from "../../theme";
import { Heading } from "../Heading";
import { Text, textSizes } from "./Text";

const Stack = styled.div`
  display: grid;
  gap: ${space.md};
  max-width: 40rem;
`;

const meta = {
  title: "Primitives/Text",
  component: Text,
  parameters: { layout: "padded" },
  args: {
    children:
      "Alla våra begagnade bilar är testade i 110 punkter och levereras med ett års garanti.",
  },
  argTypes: {
    size: { control: "inline-radio", options: textSizes },
    tone: { control: "inline-radio", options: ["default", "muted"] },
    weight: { control: "inline-radio", options: ["regular", "bold"] },
    as: { control: "select", options: ["p", "span", "div", "strong", "small"] },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The scale with a heading, as body copy sits on a page. */
export const Scale: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  render: () => (
    <Stack>
      <Heading level={2}>Privatleasing av Volvo EX30</Heading>
      <Text size="lg">Kör elbil från 3 995 kr i månaden, med service och vinterhjul.</Text>
      <Text>
        Leasingavtalet löper på 36 månader och 1 500 mil per år. Du betalar ingen kontantinsats och
        lämnar tillbaka bilen när avtalet är slut.
      </Text>
      <Text size="sm" tone="muted">
        *Priset gäller vid 36 månaders avtal. Uppläggningsavgift 595 kr, aviavgift 59 kr/mån.
      </Text>
      <Text weight="bold">Begränsat antal bilar i lager.</Text>
    </Stack>
  ),
};

export const Muted: Story = {
  args: { tone: "muted", size: "sm", children: "Publicerad 12 mars 2025 · 4 min läsning" },
};

/** A teaser clamped to two lines with an ellipsis. */
export const ClampedToTwoLines: Story = {
  args: {
    maxLines: 2,
    style: { maxWidth: "18rem" },
    children:
      "Nya XC60 har fått uppdaterad design, större skärm och ännu tystare kupé. Boka en provkörning hos din närmaste återförsäljare redan idag.",
  },
};

/** `as` picks the element: here a span inside a sentence, and a definition list. */
export const AsOtherElements: Story = {
  render: () => (
    <Stack>
      <Text>
        Miltal:{" "}
        <Text as="strong" weight="bold">
          4 200 mil
        </Text>
      </Text>
      <dl>
        <Text as="dt" weight="bold">
          Växellåda
        </Text>
        <Text as="dd" tone="muted">
          Automat
        </Text>
      </dl>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("4 200 mil").tagName).toBe("STRONG");
    await expect(canvas.getByText("Växellåda").tagName).toBe("DT");
  },
};

export const AllBrands: Story = {
  parameters: { layout: "fullscreen", chromatic: { modes: allBrandsModes } },
  render: () => (
    <InEveryBrand>
      {() => (
        <Stack>
          <Text size="lg">Din nästa bil finns här.</Text>
          <Text>Över 1 200 bilar i lager, redo för leverans.</Text>
          <Text size="sm" tone="muted">
            Uppdaterad idag 08:00
          </Text>
        </Stack>
      )}
    </InEveryBrand>
  ),
};
