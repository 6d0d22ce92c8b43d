// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Skeleton } from "./Skeleton";

describe("Skeleton", () => {
  it("is hidden from assistive technology in every shape", () => {
    const { container } = render(
      <>
        <Skeleton />
        <Skeleton shape="rect" aspectRatio="4 / 3" />
        <Skeleton shape="circle" size="3rem" />
      </>,
    );
    const roots = Array.from(container.children);
    expect(roots).toHaveLength(3);
    for (const root of roots) expect(root).toHaveAttribute("aria-hidden", "true");
  });

  it("draws the lines asked for, the last one shorter", () => {
    const { container } = render(<Skeleton lines={3} />);
    const lines = container.firstElementChild?.children ?? [];
    expect(lines).toHaveLength(3);
  });

  it("draws at least one line", () => {
    const { container } = render(<Skeleton lines={0} />);
    expect(container.firstElementChild?.children).toHaveLength(1);
  });

  it("sizes rectangles and circles from props", () => {
    const { container } = render(
      <>
        <Skeleton shape="rect" width="20rem" height="10rem" />
        <Skeleton shape="circle" size="2.5rem" />
      </>,
    );
    const [rect, circle] = Array.from(container.children) as HTMLElement[];
    expect(rect?.style.width).toBe("20rem");
    expect(rect?.style.height).toBe("10rem");
    expect(circle?.style.width).toBe("2.5rem");
  });
});
