import type { Meta, StoryObj } from "@storybook/react-vite";
import styled from "styled-components";
import { expect } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { Heading } from "../../primitives/Heading";
import { space, vars } from "../../theme";
import { storyTranslate } from "../../stories/texts";
import { SkipLink } from "./SkipLink";

const Page = styled.div`
  position: relative;
`;

const Header = styled.header`
  display: flex;
  gap: ${space.md};
  padding: ${space.lg} ${space.md};
  background: ${vars.color.headerSurface};
  color: ${vars.color.headerText};
  a {
    color: inherit;
  }
`;

const Main = styled.main`
  padding: ${space.lg} ${space.md};
`;

function DemoPage({ label, mainId = "main-content" }: { label: string; mainId?: string }) {
  return (
    <Page>
      <SkipLink label={label} targetId={mainId} />
      <Header>
        <a href="#kop-bil">Köp bil</a>
        <a href="#salj-bil">Sälj bil</a>
        <a href="#service">Service</a>
      </Header>
      <Main id={mainId}>
        <Heading level={1} size="xl">
          Begagnade bilar
        </Heading>
      </Main>
    </Page>
  );
}

const meta = {
  title: "Layout/SkipLink",
  component: SkipLink,
  parameters: { layout: "fullscreen" },
  args: { label: storyTranslate("MainNavigation.SkipToContent") },
  render: (args) => <DemoPage label={args.label} />,
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until it gets keyboard focus; the first Tab on the page shows it. */
export const Hidden: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Hoppa till innehållet" });
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** Focused: visible over the header; Enter moves focus to the main content. */
export const Focused: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const link = canvas.getByRole("link", { name: "Hoppa till innehållet" });
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(24);
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("main")).toHaveFocus();
  },
};

/** The page in every brand; the play function shows the first brand's link focused. */
export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => (
    <InEveryBrand layout="stack" padded={false}>
      {(brand) => <DemoPage label={args.label} mainId={`main-${brand.id}`} />}
    </InEveryBrand>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getAllByRole("link", { name: "Hoppa till innehållet" })[0]).toHaveFocus();
  },
};
