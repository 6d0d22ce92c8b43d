import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, waitFor, within } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { storyTranslator } from "../../stories/texts";
import { moneyFormatter } from "../../text/money";
import { emptyCarQuery } from "../CarList/query";
import { kitSortOptions, kitsLabels } from "../kits-labels";
import { KitCart } from "./KitCart";
import { KitCatalogue, type KitCatalogueProps } from "./KitCatalogue";
import { KitDetail } from "./KitDetail";
import { toggleKit } from "./rules";
import { storyKitFacets, storyKits, storySession } from "./storyKits";
import type { Kit, KitLayout } from "./types";

const money = moneyFormatter("fi-FI", "EUR");

const t = storyTranslator("fi", "fi-FI");
const labels = kitsLabels(t, "€");
const [towbar, roofBox, mats] = storyKits as [Kit, Kit, Kit];

const meta = {
  title: "Flows/Kits/KitCatalogue",
  component: KitCatalogue,
  parameters: { layout: "fullscreen" },
  args: {
    query: emptyCarQuery,
    facets: storyKitFacets,
    kits: storyKits,
    total: 3,
    status: "ready",
    sortOptions: kitSortOptions(t),
    onQueryChange: fn(),
    onLoadMore: fn(),
    layout: "grid",
    onLayoutChange: fn(),
    cart: [],
    onToggleCart: fn(),
    session: storySession,
    onClearSession: fn(),
    onTestSession: fn(),
    quoteStatus: "idle",
    onSendQuote: fn(),
    labels,
    locale: "fi-FI",
    currency: "EUR",
  },
  argTypes: { labels: { control: false }, kits: { control: false }, facets: { control: false } },
} satisfies Meta<typeof KitCatalogue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cart and layout as the app keeps them, so the stories can be clicked through. */
function Stateful(args: KitCatalogueProps) {
  const [cart, setCart] = useState<readonly Kit[]>(args.cart);
  const [layout, setLayout] = useState<KitLayout>(args.layout);
  return (
    <KitCatalogue
      {...args}
      cart={cart}
      onToggleCart={(kit) => {
        setCart(toggleKit(cart, kit));
        args.onToggleCart(kit);
      }}
      layout={layout}
      onLayoutChange={(next) => {
        setLayout(next);
        args.onLayoutChange(next);
      }}
    />
  );
}

/** The grid with the session active: cards with placeholders, prices net and gross. */
export const Grid: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Lisävarustekatalogi" }),
    ).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("3 varustetta");
    // 612,40 parts + 3 h × 96 = 288 labour + 8.5 % = 24,48 consumables.
    const card = canvas.getByRole("heading", { name: towbar.name }).closest("li") as HTMLElement;
    await expect(within(card).getByText("924,88 €")).toBeVisible();
    await expect(
      within(card).getByText("Ulkovarusteet › Vetokoukut › Irrotettava vetokoukku"),
    ).toBeVisible();
    await expect(card.querySelectorAll("[data-kit-placeholder]")).toHaveLength(1);
    await expect(canvas.getByRole("button", { name: "Istunto: aktiivinen" })).toBeVisible();
  },
};

/** Rows: the toggle is pressed, the cards lie in rows. */
export const Rows: Story = {
  tags: ["visual"],
  args: { layout: "rows" },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("button", { name: "Rivit" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(canvasElement.querySelector("[data-kit-layout]")).toHaveAttribute(
      "data-kit-layout",
      "rows",
    );
  },
};

/** Adding twice removes: the cart button counts, the card's button says what it does. */
export const CartToggle: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const add = canvas.getByRole("button", { name: `Lisää koriin ${towbar.name}` });
    await userEvent.click(add);
    await expect(canvas.getByRole("button", { name: "Ostoskori (1)" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: `Poista korista ${towbar.name}` }));
    await expect(canvas.getByRole("button", { name: "Ostoskori (0)" })).toBeVisible();
    await expect(args.onToggleCart).toHaveBeenCalledTimes(2);
  },
};

/** Grid and rows by keyboard: the choice goes out to be remembered (the cookie). */
export const LayoutToggle: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    canvas.getByRole("button", { name: "Rivit" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onLayoutChange).toHaveBeenCalledWith("rows");
    await expect(canvas.getByRole("button", { name: "Rivit" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  },
};

/** The kit detail dialog: parts, labour, the cars it fits and the prices. */
export const Detail: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: `Näytä tiedot ${towbar.name}` }));
    const dialog = within(document.body).getByRole("dialog", { name: towbar.name });
    // The dialog fades in.
    await waitFor(() =>
      expect(within(dialog).getByRole("rowheader", { name: "Vetokoukkusarja" })).toBeVisible(),
    );
    await expect(within(dialog).getByText("Volvo XC60 2022 Comfort")).toBeVisible();
    await expect(within(dialog).getAllByText("Tarvikelisä")[0]).toBeVisible();
    await expect(dialog.querySelectorAll("[data-kit-placeholder]")).toHaveLength(3);
    await userEvent.keyboard("{Escape}");
    await expect(within(document.body).queryByRole("dialog")).toBeNull();
  },
};

/** The detail dialog as brand designers review it (in place). */
export const DetailPreview: Story = {
  tags: ["visual"],
  render: (args) => (
    <KitDetail
      kit={towbar}
      onClose={fn()}
      inCart={false}
      onToggleCart={fn()}
      money={money}
      labels={args.labels}
      inlinePreview
    />
  ),
};

/** The cart with two kits and the session: totals, the VAT and the quote button. */
export const CartWithQuote: Story = {
  tags: ["visual"],
  render: (args) => (
    <KitCart
      open
      onClose={fn()}
      cart={[towbar, mats]}
      onRemove={fn()}
      sessionActive
      quoteStatus="idle"
      onSendQuote={args.onSendQuote}
      money={money}
      labels={args.labels}
      inlinePreview
    />
  ),
  play: async ({ canvas, userEvent, args }) => {
    // Net 924,88 + 119,00 = 1 043,88; gross 1 160,00 + 149,35 (+ the gross fee) = see the table.
    await expect(canvas.getByText("1 043,88 €")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Lähetä tarjous" }));
    await expect(args.onSendQuote).toHaveBeenCalledOnce();
  },
};

/** The three quote states, with the catalogue's texts. */
export const QuoteStates: Story = {
  render: (args) => (
    <>
      {(["sending", "success", "error"] as const).map((status) => (
        <KitCart
          key={status}
          open
          onClose={fn()}
          cart={[roofBox]}
          onRemove={fn()}
          sessionActive
          quoteStatus={status}
          onSendQuote={fn()}
          money={money}
          labels={args.labels}
          inlinePreview
        />
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Lähetetään tarjousta...")).toBeVisible();
    await expect(canvas.getByText("Tarjous lähetetty onnistuneesti!")).toBeVisible();
    await expect(
      canvas.getByText("Virhe tarjouksen lähettämisessä. Yrität uudelleen."),
    ).toBeVisible();
  },
};

/** Without a session there is no quote button, and the cart says why. */
export const NoSession: Story = {
  args: { session: {}, cart: [towbar] },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole("button", { name: "Istunto: ei aktiivinen" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Ostoskori (1)" }));
    const cart = within(document.body).getByRole("dialog", { name: "Ostoskori" });
    await waitFor(() => expect(cart).toBeVisible());
    await expect(within(cart).queryByRole("button", { name: "Lähetä tarjous" })).toBeNull();
    await expect(
      within(cart).getByText(
        "Tarjouksen voi lähettää, kun istunto on avattu jälleenmyyjäjärjestelmästä.",
      ),
    ).toBeVisible();
  },
};

/** The session dialog: the five fields, clear, and the test session (demo only). */
export const Session: Story = {
  args: { session: {} },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Istunto: ei aktiivinen" }));
    const dialog = within(document.body).getByRole("dialog", { name: "Jälleenmyyjäistunto" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Testi-istunto" }));
    await expect(args.onTestSession).toHaveBeenCalledOnce();
  },
};

/** Nothing matches: 'Ei kohteita löytynyt'. */
export const Empty: Story = {
  args: { kits: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Ei kohteita löytynyt");
  },
};

/** Nothing fits the chosen car: 'Ei varusteita löytynyt autolle: …'. */
export const EmptyForCar: Story = {
  args: { kits: [], total: 0, chosenCar: "Tesla Model 3 2016" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "Ei varusteita löytynyt autolle: Tesla Model 3 2016",
    );
  },
};

/** The kits could not load: 'Virhe autojen lataamisessa'. */
export const LoadError: Story = {
  args: { kits: [], total: 0, status: "error" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Virhe autojen lataamisessa");
  },
};

export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  args: { kits: storyKits.slice(0, 2), total: 2 },
  render: (args) => <InEveryBrand layout="stack">{() => <KitCatalogue {...args} />}</InEveryBrand>,
};
