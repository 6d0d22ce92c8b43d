// @vitest-environment jsdom
import { act, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";

/** The module as a page's first load finds it: the Skeleton's code not in yet. */
const freshModule = () => import("./SkeletonOnDemand");

describe("SkeletonOnDemand", () => {
  beforeEach(() => vi.resetModules());

  it("is not in the server's HTML when its code is not in (a page's first view never shows it)", async () => {
    const { SkeletonOnDemand } = await freshModule();
    expect(renderToString(<SkeletonOnDemand shape="rect" height="4rem" />)).not.toContain(
      "aria-hidden",
    );
  });

  it("loads its code when first shown, then shows the Skeleton asked for", async () => {
    const { SkeletonOnDemand } = await freshModule();
    await act(async () => {
      render(
        <div data-testid="slot">
          <SkeletonOnDemand shape="text" lines={3} />
        </div>,
      );
    });
    await waitFor(() => expect(screen.getByTestId("slot").children).toHaveLength(1));
    const skeleton = screen.getByTestId("slot").firstElementChild;
    expect(skeleton).toHaveAttribute("aria-hidden", "true");
    expect(skeleton?.children).toHaveLength(3);
  });
});
