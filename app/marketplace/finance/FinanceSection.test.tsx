// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resolveTexts } from "../../../i18n/catalogue.server";
import { storyFinance } from "../../../design-system/flows/FinanceCalculator/storyFinance";
import { TextsProvider } from "../../i18n/translate";
import { FinanceSection } from "./FinanceSection";

/** A stand-in IntersectionObserver whose entries the test announces. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly options: IntersectionObserverInit | undefined;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    FakeObserver.instances.push(this);
  }
  observe = vi.fn();
  disconnect = vi.fn();
  unobserve = vi.fn();
  takeRecords = () => [];
  intersect(isIntersecting: boolean) {
    this.callback(
      [{ isIntersecting } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

beforeEach(() => {
  FakeObserver.instances = [];
  vi.stubGlobal("IntersectionObserver", FakeObserver);
});
afterEach(() => vi.unstubAllGlobals());

function renderSection() {
  return render(
    <TextsProvider texts={resolveTexts("sv")} locale="sv-SE">
      <FinanceSection finance={{ kind: "nordic", calculator: storyFinance }} />
    </TextsProvider>,
  );
}

describe("FinanceSection", () => {
  it("waits with a placeholder until the section nears the viewport, then loads the calculators", async () => {
    const { container } = renderSection();
    const section = container.querySelector("[data-finance-section]");
    expect(section).toHaveAttribute("data-finance-section", "waiting");
    expect(screen.queryByRole("slider")).toBeNull();
    const observer = FakeObserver.instances[0] as FakeObserver;
    expect(observer.options?.rootMargin).toBe("800px 0px");
    act(() => observer.intersect(false));
    expect(section).toHaveAttribute("data-finance-section", "waiting");
    act(() => observer.intersect(true));
    expect(section).toHaveAttribute("data-finance-section", "near");
    expect(observer.disconnect).toHaveBeenCalled();
    // The chunk loads on demand: slow on a busy machine.
    expect(
      await screen.findByRole("heading", { name: "Finansiering" }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByRole("tab", { name: "Privatleasing Kampanj" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(screen.getAllByRole("slider", { hidden: true }).length).toBeGreaterThan(0);
  });

  it("loads at once where there is no IntersectionObserver", async () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    renderSection();
    expect(await screen.findByRole("tab", { name: "Billån" }, { timeout: 10_000 })).toBeVisible();
  });
});
