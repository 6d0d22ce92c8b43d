import type { Meta, StoryObj } from "@storybook/react-vite";
import styled from "styled-components";
import { expect, waitFor } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { space } from "../../theme";
import { Heading } from "../Heading";
import { Text } from "../Text";
import { storyTranslate } from "../../stories/texts";
import { ScrollToTop } from "./ScrollToTop";

const Page = styled.main`
  display: grid;
  gap: ${space.lg};
  align-content: start;
  max-width: 40rem;
  min-height: 300vh;
  padding: ${space.lg};
`;

/** A transform makes this box the containing block of the fixed button. */
const ContainFixed = styled.div`
  position: relative;
  height: 4rem;
  transform: translateZ(0);
`;

const paragraphs = Array.from(
  { length: 14 },
  (_, index) =>
    `Avsnitt ${index + 1}: Vi servar alla bilmärken med originaldelar och ger dig alltid ett fast pris innan arbetet börjar. Du kan lämna bilen före 08:00 och hämta den samma dag.`,
);

function LongPage({ label }: { label: string }) {
  return (
    <>
      <Page id="main-content">
        <Heading level={1} size="xl">
          Service och verkstad
        </Heading>
        {paragraphs.map((text) => (
          <Text key={text}>{text}</Text>
        ))}
      </Page>
      <ScrollToTop label={label} />
    </>
  );
}

const meta = {
  title: "Primitives/ScrollToTop",
  component: ScrollToTop,
  parameters: { layout: "fullscreen" },
  args: { label: storyTranslate("ScrollToTop.Label") },
  render: (args) => <LongPage label={args.label} />,
} satisfies Meta<typeof ScrollToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Scroll past 528 px: the button appears bottom right. Pressing it scrolls to the top and puts
 * focus on the main content, so the next Tab continues from there.
 */
export const Default: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole("button", { name: "Till toppen" })).toBeNull();
    window.scrollTo({ top: 1200, behavior: "instant" });
    const button = await waitFor(() => canvas.getByRole("button", { name: "Till toppen" }));
    button.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(window.scrollY).toBe(0), { timeout: 3000 });
    await expect(document.getElementById("main-content")).toHaveFocus();
    await waitFor(() => expect(canvas.queryByRole("button", { name: "Till toppen" })).toBeNull());
  },
};

/** At the top of the page there is no button. */
export const HiddenAtTop: Story = {
  play: async ({ canvas }) => {
    window.scrollTo({ top: 0, behavior: "instant" });
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

/** The button itself in every brand (rendered scrolled, i.e. with a threshold of 0). */
export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  render: () => (
    <InEveryBrand>
      {() => (
        <ContainFixed>
          <ScrollToTop label={storyTranslate("ScrollToTop.Label")} threshold={-1} />
        </ContainFixed>
      )}
    </InEveryBrand>
  ),
};
