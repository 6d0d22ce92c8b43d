// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { storyCars } from "../CarCard/storyCars";
import { CarList, type CarListProps } from "./CarList";
import { FacetGroup } from "./FacetGroup";
import { FILTER_MODE_STORAGE_KEY } from "./filterMode";
import { HistogramFilter } from "./HistogramFilter";
import { KeyphraseBox } from "./KeyphraseBox";
import { LoadMore } from "./LoadMore";
import { emptyCarQuery, HISTOGRAM_DEBOUNCE_MS, SCROLL_TO_RESULTS_DELAY_MS } from "./query";
import { storyFacets, storySortOptions, storyTexts } from "./storyData";
import type { FacetData } from "./types";

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

const histogramTexts = { rangeMin: "{facet} från", rangeMax: "{facet} till" };

describe("HistogramFilter", () => {
  const bounds = { min: 0, max: 25_000 };

  it("commits slider moves only after 1500 ms without moves", () => {
    vi.useFakeTimers();
    const onCommit = vi.fn();
    render(
      <HistogramFilter
        title="Miltal"
        bounds={bounds}
        value={[0, 25_000]}
        onCommit={onCommit}
        texts={histogramTexts}
      />,
    );
    const thumb = screen.getByRole("slider", { name: "Miltal till" });
    fireEvent.change(thumb, { target: { value: "20000" } });
    act(() => vi.advanceTimersByTime(HISTOGRAM_DEBOUNCE_MS - 100));
    fireEvent.change(thumb, { target: { value: "15000" } });
    act(() => vi.advanceTimersByTime(HISTOGRAM_DEBOUNCE_MS - 1));
    expect(onCommit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith([0, 15_000]);
  });

  it("commits a typed value at once (Enter), swapping and clamping", async () => {
    const onCommit = vi.fn();
    render(
      <HistogramFilter
        title="Miltal"
        bounds={bounds}
        value={[0, 10_000]}
        onCommit={onCommit}
        texts={histogramTexts}
      />,
    );
    const min = screen.getByRole("textbox", { name: "Miltal från" });
    await userEvent.clear(min);
    await userEvent.type(min, "30 000{Enter}");
    expect(onCommit).toHaveBeenCalledWith([10_000, 25_000]);
  });

  it("sends a pending slider move when it unmounts (drawer closed)", () => {
    vi.useFakeTimers();
    const onCommit = vi.fn();
    const { unmount } = render(
      <HistogramFilter
        title="Miltal"
        bounds={bounds}
        value={[0, 25_000]}
        onCommit={onCommit}
        texts={histogramTexts}
      />,
    );
    fireEvent.change(screen.getByRole("slider", { name: "Miltal från" }), {
      target: { value: "5000" },
    });
    unmount();
    expect(onCommit).toHaveBeenCalledWith([5_000, 25_000]);
  });
});

describe("FacetGroup", () => {
  const facets = storyFacets();
  const facet = (name: string) => facets.find((candidate) => candidate.name === name) as FacetData;
  const brands = facet("car_brand>car_model");
  const fuel = facet("car_fuel");
  const texts = {
    facetSearch: "Sök {facet}",
    facetSearchEmpty: "Inga träffar",
    clearFacet: "Rensa {facet}",
  };

  it("has no search box under 10 values", () => {
    render(
      <FacetGroup
        facet={fuel}
        title="Drivmedel"
        selected={[]}
        onToggle={vi.fn()}
        onClear={vi.fn()}
        texts={texts}
      />,
    );
    expect(screen.queryByRole("searchbox", { hidden: true })).toBeNull();
  });

  it("shows a parent's children once it is selected and reports wire values", async () => {
    const onToggle = vi.fn();
    const { rerender } = render(
      <FacetGroup
        facet={brands}
        title="Märke"
        selected={[]}
        onToggle={onToggle}
        onClear={vi.fn()}
        texts={texts}
        defaultOpen
      />,
    );
    expect(screen.queryByRole("checkbox", { name: /^Niro/ })).toBeNull();
    await userEvent.click(screen.getByRole("checkbox", { name: /^Kia/ }));
    expect(onToggle).toHaveBeenCalledWith("Kia");
    rerender(
      <FacetGroup
        facet={brands}
        title="Märke"
        selected={["Kia"]}
        onToggle={onToggle}
        onClear={vi.fn()}
        texts={texts}
        defaultOpen
      />,
    );
    await userEvent.click(screen.getByRole("checkbox", { name: /^Niro/ }));
    expect(onToggle).toHaveBeenLastCalledWith("Kia>Niro");
  });
});

describe("LoadMore", () => {
  const texts = { showing: "Visar {shown} av {total}", loadMore: "Visa fler" };

  it("shows the progress and the showing text, formatted for the locale", () => {
    render(
      <LoadMore
        shown={24}
        total={1_234}
        page={0}
        onLoadMore={vi.fn()}
        texts={texts}
        locale="sv-SE"
      />,
    );
    const bar = screen.getByRole("progressbar");
    expect(bar).toHaveAttribute("aria-valuenow", "24");
    expect(bar).toHaveAttribute("aria-valuemax", "1234");
    expect(bar).toHaveAccessibleName(/^Visar 24 av 1\s234$/);
  });
});

describe("KeyphraseBox", () => {
  it("submits with Enter and follows the query's keyphrase", async () => {
    const onSubmit = vi.fn();
    const texts = { keyphraseLabel: "Sök bland bilarna", keyphraseSubmit: "Sök" };
    const { rerender } = render(<KeyphraseBox keyphrase="" onSubmit={onSubmit} texts={texts} />);
    const box = screen.getByRole("searchbox", { name: "Sök bland bilarna" });
    await userEvent.type(box, "xc60{Enter}");
    expect(onSubmit).toHaveBeenCalledWith("xc60");
    rerender(<KeyphraseBox keyphrase="" onSubmit={onSubmit} texts={{ ...texts }} />);
    rerender(<KeyphraseBox keyphrase="ex30" onSubmit={onSubmit} texts={texts} />);
    expect(box).toHaveValue("ex30");
  });
});

describe("CarList", () => {
  const props: CarListProps = {
    query: emptyCarQuery,
    facets: storyFacets(),
    cars: storyCars(24),
    total: 402,
    status: "ready",
    texts: storyTexts,
    sortOptions: storySortOptions,
    onQueryChange: vi.fn(),
    onLoadMore: vi.fn(),
    locale: "sv-SE",
  };

  it("renders the sticky sidebar on the server, whatever the session remembers", () => {
    sessionStorage.setItem(FILTER_MODE_STORAGE_KEY, "toggle");
    const html = renderToString(<CarList {...props} />);
    expect(html).toContain('data-filter-state="sticky"');
    expect(html).toContain("Dölj filter");
  });

  it("applies the remembered toggle mode after hydration", () => {
    sessionStorage.setItem(FILTER_MODE_STORAGE_KEY, "toggle");
    render(<CarList {...props} />);
    expect(screen.getByRole("button", { name: "Visa filter" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  it("applies a debounced slider move to the query as it is then", () => {
    vi.useFakeTimers();
    const onQueryChange = vi.fn();
    const { rerender } = render(<CarList {...props} onQueryChange={onQueryChange} />);
    const sidebar = within(screen.getByRole("complementary", { name: "Filter" }));
    fireEvent.click(sidebar.getByRole("button", { name: "Miltal" }));
    fireEvent.change(sidebar.getByRole("slider", { name: "Miltal till" }), {
      target: { value: "20000" },
    });
    const newer = { ...emptyCarQuery, filters: { car_fuel: ["El"] } };
    rerender(<CarList {...props} query={newer} onQueryChange={onQueryChange} />);
    act(() => vi.advanceTimersByTime(HISTOGRAM_DEBOUNCE_MS));
    expect(onQueryChange).toHaveBeenCalledWith({
      ...newer,
      ranges: { car_mileage: { max: 20_000 } },
    });
  });

  it("builds a change on the one before while the page has not shown it yet", () => {
    const onQueryChange = vi.fn();
    const { rerender } = render(<CarList {...props} onQueryChange={onQueryChange} />);
    fireEvent.change(screen.getByRole("combobox", { name: "Sortera efter" }), {
      target: { value: "car_price_desc" },
    });
    const sorted = { ...emptyCarQuery, sortName: "car_price_desc" };
    expect(onQueryChange).toHaveBeenLastCalledWith(sorted);
    // The page re-renders with its old query (its next cars are still loading).
    rerender(<CarList {...props} onQueryChange={onQueryChange} />);
    const search = screen.getByRole("searchbox", { name: storyTexts.keyphraseLabel });
    fireEvent.change(search, { target: { value: "awd" } });
    fireEvent.submit(search.closest("form") as HTMLFormElement);
    expect(onQueryChange).toHaveBeenLastCalledWith({ ...sorted, keyphrase: "awd" });
    // Once the page shows a query, changes start from it.
    const shown = { ...emptyCarQuery, filters: { car_fuel: ["El"] } };
    rerender(<CarList {...props} query={shown} onQueryChange={onQueryChange} />);
    fireEvent.change(screen.getByRole("combobox", { name: "Sortera efter" }), {
      target: { value: "car_price_desc" },
    });
    expect(onQueryChange).toHaveBeenLastCalledWith({ ...shown, sortName: "car_price_desc" });
  });

  it("scrolls the results into view 300 ms after a change below the desktop width only", () => {
    vi.useFakeTimers();
    const scrollIntoView = vi.fn();
    const jsdomScrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrollIntoView;
    const change = (belowDesktop: boolean) => {
      vi.stubGlobal(
        "matchMedia",
        vi.fn((query: string) => ({
          matches: query.includes("max-width") ? belowDesktop : false,
          addEventListener: () => {},
          removeEventListener: () => {},
        })),
      );
      const { unmount } = render(<CarList {...props} />);
      fireEvent.change(screen.getByRole("combobox", { name: "Sortera efter" }), {
        target: { value: storySortOptions[1]?.value },
      });
      return unmount;
    };

    change(false)();
    act(() => vi.advanceTimersByTime(SCROLL_TO_RESULTS_DELAY_MS));
    expect(scrollIntoView).not.toHaveBeenCalled();

    const unmount = change(true);
    act(() => vi.advanceTimersByTime(SCROLL_TO_RESULTS_DELAY_MS - 1));
    expect(scrollIntoView).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(scrollIntoView.mock.contexts[0]).toHaveAttribute("data-car-list-results");
    unmount();
    vi.unstubAllGlobals();
    Element.prototype.scrollIntoView = jsdomScrollIntoView;
  });

  it("shows no cards and no load more while loading, and 24 skeletons", () => {
    render(<CarList {...props} status="loading" />);
    expect(screen.getByTestId("car-list-skeletons").children).toHaveLength(24);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.queryByRole("button", { name: "Visa fler" })).toBeNull();
  });
});
