import type { Meta, StoryObj } from "@storybook/react-vite";
import styled from "styled-components";
import { expect, waitFor } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { space, vars } from "../../theme";
import { VisuallyHidden } from "../VisuallyHidden";
import { Skeleton, skeletonShapes } from "./Skeleton";
import { SkeletonOnDemand } from "./SkeletonOnDemand";

const CardGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: ${space.lg};
`;

const Card = styled.div`
  display: grid;
  gap: ${space.xs};
  padding-bottom: ${space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.card};
  overflow: hidden;
  > :not(:first-child) {
    margin-inline: ${space.md};
  }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.md};
`;

/** A car card while its data loads: image, title, two lines of facts, price. */
function CarCardSkeleton() {
  return (
    <Card>
      <Skeleton shape="rect" aspectRatio="4 / 3" />
      <Skeleton width="70%" />
      <Skeleton lines={2} />
      <Skeleton width="40%" />
    </Card>
  );
}

const meta = {
  title: "Primitives/Skeleton",
  component: Skeleton,
  parameters: { layout: "padded" },
  args: { shape: "text", lines: 3 },
  argTypes: { shape: { control: "inline-radio", options: skeletonShapes } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLines: Story = {};

export const Rectangle: Story = {
  args: { shape: "rect", aspectRatio: "16 / 9", width: "24rem" },
};

export const Circle: Story = {
  args: { shape: "circle", size: "4rem" },
};

/**
 * The loading state of the car list: the skeletons are hidden from screen readers, and one
 * `role="status"` container says "Laddar…" once for the whole grid.
 */
export const LoadingCarList: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  render: () => (
    <div role="status" aria-busy="true">
      <VisuallyHidden>Laddar…</VisuallyHidden>
      <CardGrid>
        {Array.from({ length: 6 }, (_, index) => (
          <CarCardSkeleton key={index} />
        ))}
      </CardGrid>
    </div>
  ),
  play: async ({ canvas }) => {
    const status = canvas.getByRole("status");
    await expect(status).toHaveTextContent("Laddar…");
    await expect(status.querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThan(0);
  },
};

/**
 * Space kept for a section that loads when it comes near (nothing is loading yet): the same
 * shape without the shimmer, which would otherwise run off screen for as long as the page is open.
 */
export const Still: Story = {
  render: () => (
    <Row>
      <Skeleton shape="circle" size="3rem" still />
      <Skeleton shape="rect" height="6rem" width="12rem" still />
      <Skeleton lines={2} width="16rem" still />
    </Row>
  ),
  play: async ({ canvasElement }) => {
    const placeholders = canvasElement.querySelectorAll<HTMLElement>('[aria-hidden="true"]');
    await expect(placeholders.length).toBe(3);
    for (const placeholder of [...placeholders].flatMap((element) =>
      element.children.length > 0 ? [...element.children] : [element],
    )) {
      await expect(getComputedStyle(placeholder).animationName).toBe("none");
      await expect(getComputedStyle(placeholder).backgroundImage).toBe("none");
    }
    await expect(canvasElement.getAnimations({ subtree: true })).toHaveLength(0);
  },
};

/** A dealer row: logo circle and two lines of text. */
export const MediaObject: Story = {
  render: () => (
    <Row>
      <Skeleton shape="circle" size="3rem" />
      <Skeleton lines={2} width="16rem" />
    </Row>
  ),
};

/**
 * SkeletonOnDemand: the same placeholders, their code loaded the first time one shows (the car
 * list's loading cards, which a page's first view never shows). Nothing shows until it is in.
 */
export const OnDemand: Story = {
  render: () => (
    <Row>
      <SkeletonOnDemand shape="circle" size="3rem" />
      <SkeletonOnDemand lines={2} width="16rem" />
    </Row>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2),
    );
  },
};

export const AllBrands: Story = {
  parameters: { layout: "fullscreen", chromatic: { modes: allBrandsModes } },
  render: () => <InEveryBrand>{() => <CarCardSkeleton />}</InEveryBrand>,
};
