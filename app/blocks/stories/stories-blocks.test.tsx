// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { testBlockContext } from "../../composer/test-context";
import { storiesListBlock } from "./stories-list";
import { storyNavigationBlock } from "./story-navigation";
import { publishInfoBlock } from "./publish-info";

const listProps = {
  fields: {
    Title: { value: "Nyheter" },
    ShowDates: true,
    Layout: "Grid",
    HighlightLatestStory: true,
  },
} as const;

describe("stories blocks without their data", () => {
  it("story navigation whose neighbours failed shows the fallback box for itself only", () => {
    render(<>{storyNavigationBlock.render({}, testBlockContext(), undefined, () => null)}</>);
    expect(screen.getByRole("button", { name: /ladda om/i })).toBeTruthy();
  });

  it("story navigation on a page that is no story renders nothing", () => {
    const { container } = render(
      <>{storyNavigationBlock.render({}, testBlockContext(), null, () => null)}</>,
    );
    expect(container.innerHTML).toBe("");
  });

  it("the stories list keeps its heading, with the fallback box when its stories failed", () => {
    render(<>{storiesListBlock.render(listProps, testBlockContext(), undefined, () => null)}</>);
    expect(screen.getByRole("heading", { level: 1, name: "Nyheter" })).toBeTruthy();
    expect(screen.getByRole("button", { name: /ladda om/i })).toBeTruthy();
  });

  it("publish info without a date renders nothing", () => {
    const { container } = render(
      <>{publishInfoBlock.render({}, testBlockContext(), null, () => null)}</>,
    );
    expect(container.innerHTML).toBe("");
  });
});
