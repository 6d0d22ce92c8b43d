import type { Meta, StoryObj } from "@storybook/react-vite";
import styled from "styled-components";
import { expect, fn } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { space } from "../../theme";
import { Button } from "../Button";
import { Image } from "../Image";
import { demoPhoto } from "../Image/storyImages";
import { Text } from "../Text";
import { Card, cardVariants } from "./Card";

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: ${space.lg};
  margin: 0;
  padding: 0;
`;

const Narrow = styled.div`
  max-width: 22rem;
`;

const carMedia = (variant = 0, label = "Volvo XC60") => (
  <Image src={demoPhoto({ label, variant })} alt="" width={1600} height={900} />
);

const meta = {
  title: "Primitives/Card",
  component: Card,
  parameters: { layout: "padded" },
  args: {
    title: "Volvo XC60 B5 AWD Core",
    variant: "outlined",
    media: carMedia(),
    children: (
      <>
        <Text size="sm" tone="muted">
          2021 · 4 200 mil · Automat · Bensin/El
        </Text>
        <Text size="lg" weight="bold">
          389 900 kr
        </Text>
      </>
    ),
  },
  argTypes: {
    variant: { control: "inline-radio", options: cardVariants },
    media: { control: false },
    children: { control: false },
    footer: { control: false },
  },
  decorators: [
    (Story, { parameters }) =>
      parameters.wide ? (
        <Story />
      ) : (
        <Narrow>
          <Story />
        </Narrow>
      ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Outlined: Story = {};

export const Raised: Story = { args: { variant: "raised" } };

/** Without media: a text card (e.g. a tire package in the tire hotel). */
export const WithoutMedia: Story = {
  args: {
    media: undefined,
    title: "Däckpaket Premium",
    children: <Text>Säsongsskifte, tvätt, förvaring och kontroll av mönsterdjup ingår.</Text>,
  },
};

/** Footer actions: buttons are their own targets. */
export const WithActions: Story = {
  args: {
    footer: (
      <>
        <Button variant="Primary" onClick={fn()}>
          Boka provkörning
        </Button>
        <Button variant="Ghost" onClick={fn()}>
          Jämför
        </Button>
      </>
    ),
  },
};

/**
 * The whole card is one link (the title's, stretched over the card): one tab stop, one name.
 * A footer button stays separately clickable.
 */
export const LinkCard: Story = {
  args: {
    href: "/kop-bil/volvo-xc60-123",
    footer: (
      <Button variant="Ghost" onClick={fn()}>
        Jämför
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const links = canvas.getAllByRole("link");
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName("Volvo XC60 B5 AWD Core");
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Jämför" })).toHaveFocus();
  },
};

/** A grid of link cards, as in the car list. */
export const LinkCardGrid: Story = {
  tags: ["visual"],
  parameters: { wide: true, chromatic: { modes: brandModes } },
  render: () => (
    <Grid>
      {["Volvo XC40", "Kia EV6", "Volkswagen ID.4", "Toyota RAV4"].map((model, index) => (
        <Card
          key={model}
          as="li"
          href={`/kop-bil/${index}`}
          title={model}
          variant={index % 2 ? "raised" : "outlined"}
          media={carMedia(index, model)}
        >
          <Text size="sm" tone="muted">
            202{index} · {2 + index * 3} 100 mil
          </Text>
          <Text weight="bold">{(289 + index * 40).toString()} 900 kr</Text>
        </Card>
      ))}
    </Grid>
  ),
};

export const AllBrands: Story = {
  parameters: { wide: true, layout: "fullscreen", chromatic: { modes: allBrandsModes } },
  render: (args) => (
    <InEveryBrand>{() => <Card {...args} href="/kop-bil/volvo-xc60-123" />}</InEveryBrand>
  ),
};
