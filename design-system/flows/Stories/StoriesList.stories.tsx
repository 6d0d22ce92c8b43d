import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { storyTranslate } from "../../stories/texts";
import { storiesLabels } from "./stories-labels";
import { StoriesList } from "./StoriesList";
import { storyCards, storyTags } from "./storyStories";

const labels = storiesLabels(storyTranslate).list;

const meta = {
  title: "Flows/Stories/StoriesList",
  component: StoriesList,
  args: {
    title: "Livet med bil",
    stories: storyCards(4),
    total: 14,
    tags: storyTags(),
    showDates: true,
    layout: "Grid",
    highlightLatestStory: true,
    labels,
    onTagToggle: fn(),
    onShowAll: fn(),
    onLoadMore: fn(),
    locale: "sv-SE",
  },
  argTypes: { stories: { control: false }, labels: { control: false } },
} satisfies Meta<typeof StoriesList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page: 'Visa alla' pressed, the latest story highlighted, the count and load more. */
export const FirstPage: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Livet med bil" })).toBeVisible();
    const chips = canvas.getByRole("group", { name: "Filtrera på tagg" });
    await expect(within(chips).getByRole("button", { name: "Visa alla" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(canvas.getAllByRole("listitem")).toHaveLength(4);
    await expect(canvas.getByText("Senaste")).toBeVisible();
    await expect(
      canvas.getByRole("link", { name: "Premiärkväll för nya Volvo EX90" }),
    ).toHaveAttribute("href", "/livet-med-bil/nyhet-1");
    await expect(canvas.getByText("20 november 2026")).toHaveAttribute(
      "datetime",
      "2026-11-20T12:00:00Z",
    );
    await expect(canvas.getByText("Visar 4 av 14")).toBeVisible();
    await userEvent.click(within(chips).getByRole("button", { name: "Elbil" }));
    await expect(args.onTagToggle).toHaveBeenCalledWith("elbil");
    // 'Visa alla' is already in force: pressing it again changes nothing.
    await userEvent.click(within(chips).getByRole("button", { name: "Visa alla" }));
    await expect(args.onShowAll).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("button", { name: "Ladda fler" }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

/** Two tags chosen: their chips pressed, 'Visa alla' not; pressing it clears the filter. */
export const Filtered: Story = {
  args: { tags: storyTags(["elbil", "evenemang"]), stories: storyCards(3), total: 3 },
  play: async ({ canvas, args, userEvent }) => {
    const chips = canvas.getByRole("group", { name: "Filtrera på tagg" });
    await expect(within(chips).getByRole("button", { name: "Elbil" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(within(chips).getByRole("button", { name: "Företaget" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    // Every matching story shows: no load more.
    await expect(canvas.queryByRole("button", { name: "Ladda fler" })).toBeNull();
    await userEvent.click(within(chips).getByRole("button", { name: "Elbil" }));
    await expect(args.onTagToggle).toHaveBeenCalledWith("elbil");
    await userEvent.click(within(chips).getByRole("button", { name: "Visa alla" }));
    await expect(args.onShowAll).toHaveBeenCalledOnce();
  },
};

/** The next page is loading (pending): the button is busy and the list marked busy. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Ladda fler" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(canvas.getByRole("list")).toHaveAttribute("aria-busy", "true");
  },
};

/** Load more appends the next page and moves focus to the first story added. */
export const LoadMoreAppends: Story = {
  render: function LoadMore(args) {
    const [shown, setShown] = useState(4);
    return (
      <StoriesList
        {...args}
        stories={storyCards(shown)}
        total={8}
        onLoadMore={() => setShown((count) => count + 4)}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Ladda fler" }));
    await waitFor(() => expect(canvas.getAllByRole("listitem")).toHaveLength(8));
    await expect(canvas.getByRole("link", { name: "Laddbox hemma utan krångel" })).toHaveFocus();
    await expect(canvas.queryByRole("button", { name: "Ladda fler" })).toBeNull();
  },
};

/** Nothing matches the tags: the storiesNoResults text, and the chips to change the filter. */
export const NoResults: Story = {
  args: { stories: [], total: 0, tags: storyTags(["foretaget"]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "Inga nyheter matchar de valda taggarna.",
    );
    await expect(canvas.getByRole("button", { name: "Visa alla" })).toBeVisible();
  },
};

/** The list layout, without dates and without the highlighted latest story. */
export const ListLayout: Story = {
  args: { layout: "List", showDates: false, highlightLatestStory: false },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector("time")).toBeNull();
    await expect(canvas.queryByText("Senaste")).toBeNull();
  },
};

export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  args: { stories: storyCards(2), total: 14, tags: storyTags(["elbil"]), title: undefined },
  render: (args) => <InEveryBrand layout="stack">{() => <StoriesList {...args} />}</InEveryBrand>,
};
