import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import styled from "styled-components";
import { expect, fireEvent, fn, waitFor, within } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { space } from "../../theme";
import { storyCars } from "../CarCard/storyCars";
import { CarList, type CarListProps } from "./CarList";
import { FILTER_MODE_STORAGE_KEY } from "./filterMode";
import { emptyCarQuery, type CarQuery } from "./query";
import { storyFacets, storySortOptions, storyTexts } from "./storyData";

const Page = styled.div`
  padding: ${space.md};
`;

const compared = new Set(["100201"]);

const meta = {
  title: "Flows/CarList",
  component: CarList,
  args: {
    query: { ...emptyCarQuery, page: 2 },
    facets: storyFacets(),
    cars: storyCars(24),
    total: 402,
    status: "ready",
    texts: storyTexts,
    sortOptions: storySortOptions,
    locale: "sv-SE",
    compareLabel: "Jämför",
    isCompared: (id: string) => compared.has(id),
    onCompareToggle: fn(),
    onQueryChange: fn(),
    onLoadMore: fn(),
  },
  beforeEach: () => {
    sessionStorage.removeItem(FILTER_MODE_STORAGE_KEY);
  },
  decorators: [
    (Story) => (
      <Page>
        <Story />
      </Page>
    ),
  ],
} satisfies Meta<typeof CarList>;

export default meta;
type Story = StoryObj<typeof meta>;

const filtered: CarQuery = {
  filters: { "car_brand>car_model": ["Kia", "Kia>Niro"], car_fuel: ["El"] },
  ranges: { car_price: { max: 300_000 } },
  keyphrase: "dragkrok",
  sortName: "car_price_asc",
  page: 1,
};

/** Results: count, grid, load more with "Visar 24 av 402"; a desktop sticky sidebar. */
export const Ready: Story = {
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("402 bilar")).toBeVisible();
    await expect(canvas.getAllByRole("listitem").length).toBeGreaterThanOrEqual(24);
    await expect(canvas.getByRole("progressbar", { name: "Visar 24 av 402" })).toBeVisible();
    await expect(canvas.getAllByRole("button", { name: "Jämför Kia Niro" })[0]).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(canvas.getByRole("complementary", { name: "Filter" })).toBeVisible();
  },
};

/**
 * The visual baseline: the list as the first page shows it, untouched (the local comparison
 * renders it at phone width, where the filters are a drawer).
 */
export const Showcase: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
};

/** A new search: 24 skeleton cards, the loading text announced; no load more. */
export const Loading: Story = {
  args: { status: "loading", cars: [] },
  play: async ({ canvas }) => {
    const skeletons = canvas.getByTestId("car-list-skeletons");
    await expect(skeletons.children).toHaveLength(24);
    await expect(canvas.getByText("Laddar bilar…").closest("[role=status]")).not.toBeNull();
    await expect(canvas.queryByRole("button", { name: "Visa fler" })).toBeNull();
  },
};

/** The search failed: the dictionary's error text. */
export const LoadError: Story = {
  name: "Error",
  args: { status: "error", cars: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(storyTexts.error)).toHaveAttribute("role", "status");
    await expect(canvas.queryByRole("progressbar")).toBeNull();
  },
};

/** Nothing matches: the dictionary's empty text, chips to widen the search. */
export const Empty: Story = {
  args: { status: "ready", cars: [], total: 0, query: filtered },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(storyTexts.empty)).toHaveAttribute("role", "status");
    await expect(canvas.getByRole("group", { name: "Valda filter" })).toBeVisible();
  },
};

/** Applied filters as chips: removing "Kia" removes "Kia Niro" too; clear all keeps the sort. */
export const FiltersApplied: Story = {
  args: { query: filtered },
  play: async ({ canvas, userEvent, args }) => {
    const chips = canvas.getByRole("group", { name: "Valda filter" });
    await expect(within(chips).getByText("Pris: 50 000 kr – 300 000 kr")).toBeVisible();
    // The mobile filter button counts the applied filters; at desktop width it is hidden.
    const mobileFilters = canvas.getByRole("button", { name: /^Filter/, hidden: true });
    await expect(mobileFilters).toHaveTextContent("Filter (4)");
    await expect(mobileFilters).not.toBeVisible();
    const removeKia = canvas.getByRole("button", { name: "Ta bort filter: Kia" });
    removeKia.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      ...filtered,
      filters: { car_fuel: ["El"] },
      page: 0,
    });
    await userEvent.click(canvas.getByRole("button", { name: "Rensa alla" }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      ...emptyCarQuery,
      sortName: "car_price_asc",
    });
  },
};

/** Keyboard: open a facet, check a value: the next query is on page 0. */
export const ToggleValue: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const sidebar = within(canvas.getByRole("complementary", { name: "Filter" }));
    const fuel = sidebar.getByRole("button", { name: "Drivmedel" });
    fuel.focus();
    await userEvent.keyboard("{Enter}");
    await expect(fuel).toHaveAttribute("aria-expanded", "true");
    await userEvent.tab();
    await expect(sidebar.getByRole("checkbox", { name: "El (142)" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(args.onQueryChange).toHaveBeenCalledWith({
      ...emptyCarQuery,
      filters: { car_fuel: ["El"] },
      page: 0,
    });
  },
};

/** A brand with models selected: its models nest under it; clearing the facet clears both. */
export const HierarchicalValues: Story = {
  args: { query: { ...emptyCarQuery, filters: { "car_brand>car_model": ["Kia", "Kia>Niro"] } } },
  play: async ({ canvas, userEvent, args }) => {
    const sidebar = within(canvas.getByRole("complementary", { name: "Filter" }));
    await expect(sidebar.getByRole("checkbox", { name: /^Niro/ })).toBeChecked();
    await userEvent.click(sidebar.getByRole("checkbox", { name: /^Kia/ }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...emptyCarQuery, page: 0 });
    await userEvent.click(sidebar.getByRole("button", { name: "Rensa Märke och modell" }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...emptyCarQuery, page: 0 });
  },
};

/** 12 brands: a search box filters them, case-insensitively, models included. */
export const FacetSearch: Story = {
  play: async ({ canvas, userEvent }) => {
    const sidebar = within(canvas.getByRole("complementary", { name: "Filter" }));
    await userEvent.click(sidebar.getByRole("button", { name: "Märke och modell" }));
    await expect(sidebar.queryByRole("searchbox", { name: "Sök Drivmedel" })).toBeNull();
    const search = sidebar.getByRole("searchbox", { name: "Sök Märke och modell" });
    await userEvent.type(search, "VOL");
    await expect(sidebar.getByRole("checkbox", { name: /^Volvo/ })).toBeVisible();
    await expect(sidebar.getByRole("checkbox", { name: /^Volkswagen/ })).toBeVisible();
    await expect(sidebar.queryByRole("checkbox", { name: /^Kia/ })).toBeNull();
    await userEvent.clear(search);
    await userEvent.type(search, "niro");
    await expect(sidebar.getByRole("checkbox", { name: /^Kia/ })).toBeVisible();
    await expect(sidebar.getByRole("checkbox", { name: /^Niro/ })).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, "saab");
    await expect(sidebar.getByText("Inga träffar")).toBeVisible();
  },
};

/** Typed price: spaces stripped, min above max swaps, the result clamps to the bounds. */
export const HistogramTypedInput: Story = {
  args: { query: { ...emptyCarQuery, ranges: { car_price: { max: 300_000 } } } },
  play: async ({ canvas, userEvent, args }) => {
    const sidebar = within(canvas.getByRole("complementary", { name: "Filter" }));
    const min = sidebar.getByRole("textbox", { name: "Pris från" });
    await userEvent.click(min);
    await userEvent.keyboard("{Control>}a{/Control}600 000");
    await userEvent.keyboard("{Enter}");
    // [600 000, 300 000] swaps to [300 000, 600 000], clamped to the bound 550 000 (open end).
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      ...emptyCarQuery,
      ranges: { car_price: { min: 300_000 } },
    });
  },
};

/** Slider moves wait 1500 ms of quiet before they search. */
export const HistogramDebounce: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const sidebar = within(canvas.getByRole("complementary", { name: "Filter" }));
    await userEvent.click(sidebar.getByRole("button", { name: "Miltal" }));
    const thumb = sidebar.getByRole("slider", { name: "Miltal till" });
    // Two moves of the native range input (the browser's own arrow keys are not simulated).
    fireEvent.change(thumb, { target: { value: "24750" } });
    fireEvent.change(thumb, { target: { value: "24500" } });
    await expect((thumb as HTMLInputElement).value).toBe("24500");
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(args.onQueryChange).not.toHaveBeenCalled();
    await waitFor(
      () =>
        expect(args.onQueryChange).toHaveBeenCalledWith({
          ...emptyCarQuery,
          ranges: { car_mileage: { max: 24_500 } },
        }),
      { timeout: 2500 },
    );
    await expect(args.onQueryChange).toHaveBeenCalledTimes(1);
  },
};

/** Load more loads the next page. */
export const LoadMoreEnabled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole("button", { name: "Visa fler" });
    button.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

/** The next page is loading: the button is busy, the cars stay. */
export const LoadingMore: Story = {
  args: { loadingMore: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Visa fler" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

/** Page 20 loaded: load more is disabled. */
export const LoadMoreDisabled: Story = {
  args: { query: { ...emptyCarQuery, page: 20 }, total: 9_800, cars: storyCars(24) },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole("button", { name: "Visa fler" });
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(button);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** All 8 cars shown: no load more. */
export const LoadMoreHidden: Story = {
  args: { cars: storyCars(8), total: 8, query: emptyCarQuery },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("8 bilar")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Visa fler" })).toBeNull();
    await expect(canvas.queryByRole("progressbar")).toBeNull();
  },
};

/** The search stops counting at 10000: "10000+". */
export const CappedCount: Story = {
  args: { total: 10_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("10000+ bilar")).toBeVisible();
    await expect(canvas.getByRole("progressbar", { name: "Visar 24 av 10000+" })).toBeVisible();
  },
};

/** Mobile: the filters open in a drawer from the "Filter" button. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  args: { query: { ...emptyCarQuery, filters: { car_fuel: ["El"] } } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole("complementary", { name: "Filter" })).toBeNull();
    const trigger = canvas.getByRole("button", { name: "Filter (1)" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const screen = within(document.body);
    // The drawer's code loads when it opens: under CI's load that can take longer than the
    // default second (CI of session 34).
    const dialog = within(
      await screen.findByRole("dialog", { name: "Filter" }, { timeout: 10_000 }),
    );
    await expect(dialog.getByRole("button", { name: "Drivmedel (1)" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await userEvent.click(dialog.getByRole("checkbox", { name: "Diesel (71)" }));
    await expect(args.onQueryChange).toHaveBeenCalledWith({
      ...emptyCarQuery,
      filters: { car_fuel: ["El", "Diesel"] },
    });
    await userEvent.click(dialog.getByRole("button", { name: "Visa 402 bilar" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Desktop: hide and show the sidebar, pin it; the mode is remembered for the session. */
export const DesktopFilterModes: Story = {
  play: async ({ canvas, userEvent }) => {
    const hide = canvas.getByRole("button", { name: "Dölj filter" });
    await expect(hide).toHaveAttribute("aria-expanded", "true");
    const sidebar = canvas.getByRole("complementary", { name: "Filter" });
    await expect(sidebar).toHaveStyle({ position: "sticky" });
    await userEvent.click(hide);
    await expect(sidebar).not.toBeVisible();
    await expect(sessionStorage.getItem(FILTER_MODE_STORAGE_KEY)).toBe("toggle");
    const show = canvas.getByRole("button", { name: "Visa filter" });
    await expect(show).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(show);
    await expect(sidebar).toBeVisible();
    await expect(sidebar).not.toHaveStyle({ position: "sticky" });
    await userEvent.click(canvas.getByRole("checkbox", { name: "Fäst filtren vid skrollning" }));
    await expect(sidebar).toHaveStyle({ position: "sticky" });
    await expect(sessionStorage.getItem(FILTER_MODE_STORAGE_KEY)).toBe("sticky");
  },
};

/** A remembered toggle mode: after hydration the sidebar starts hidden. */
export const RememberedToggleMode: Story = {
  beforeEach: () => {
    sessionStorage.setItem(FILTER_MODE_STORAGE_KEY, "toggle");
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole("button", { name: "Visa filter" })).toBeVisible());
    await expect(canvas.queryByRole("complementary", { name: "Filter" })).toBeNull();
  },
};

function InteractiveCarList(args: CarListProps) {
  const [query, setQuery] = useState(args.query);
  return (
    <CarList
      {...args}
      query={query}
      onQueryChange={(next) => {
        args.onQueryChange(next);
        setQuery(next);
      }}
    />
  );
}

/** With state: chips, the keyphrase and the facets follow every change. */
export const Interactive: Story = {
  args: { query: filtered },
  render: (args) => <InteractiveCarList {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole("searchbox", { name: "Sök bland bilarna" });
    await expect(box).toHaveValue("dragkrok");
    await userEvent.clear(box);
    await userEvent.type(box, " xc60 {Enter}");
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      ...filtered,
      keyphrase: "xc60",
      page: 0,
    });
    await userEvent.selectOptions(
      canvas.getByRole("combobox", { name: "Sortera efter" }),
      "car_year_desc",
    );
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      ...filtered,
      keyphrase: "xc60",
      sortName: "car_year_desc",
      page: 0,
    });
    await userEvent.click(canvas.getByRole("button", { name: "Rensa alla" }));
    await expect(canvas.queryByRole("group", { name: "Valda filter" })).toBeNull();
    await expect(box).toHaveValue("");
  },
};

export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  args: { query: filtered, cars: storyCars(3), total: 3 },
  render: (args) => <InEveryBrand layout="stack">{() => <CarList {...args} />}</InEveryBrand>,
};
