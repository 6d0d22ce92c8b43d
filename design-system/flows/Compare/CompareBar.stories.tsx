import type { Meta, StoryObj } from "@storybook/react-vite";
import styled from "styled-components";
import { expect, fn, waitFor, within } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { storyTranslate, storyTranslator } from "../../stories/texts";
import { space } from "../../theme";
import { CarCard } from "../CarCard/CarCard";
import { storyCars } from "../CarCard/storyCars";
import { compareBarLabels } from "../marketplace-labels";
import { CompareBar } from "./CompareBar";
import { CompareProvider, useCompare } from "./CompareProvider";

const Page = styled.div`
  display: grid;
  gap: ${space.lg};
  padding: ${space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 17rem), 1fr));
`;

const meta = {
  title: "Flows/Compare/CompareBar",
  component: CompareBar,
  args: {
    cars: storyCars(3),
    onOpen: fn(),
    onRemove: fn(),
    onClear: fn(),
    labels: compareBarLabels(storyTranslate),
    locale: "sv-SE",
  },
  argTypes: { cars: { control: false } },
} satisfies Meta<typeof CompareBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No cars: no bar, only the (empty) live region that announces the next change. */
export const Empty: Story = {
  args: { cars: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("region")).toBeNull();
    await expect(canvas.getByRole("status")).toBeEmptyDOMElement();
  },
};

/** One car: a thumbnail, Rensa and "Jämför (1)". */
export const OneCar: Story = {
  args: { cars: storyCars(1) },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("region", { name: "Bilar att jämföra" });
    await expect(getComputedStyle(bar).position).toBe("fixed");
    await expect(within(bar).getByRole("button", { name: "Jämför (1)" })).toBeVisible();
  },
};

/** Three cars; the buttons work by keyboard. */
export const ThreeCars: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ args, canvas, userEvent }) => {
    const bar = canvas.getByRole("region", { name: "Bilar att jämföra" });
    await expect(within(bar).getAllByRole("listitem")).toHaveLength(3);
    const compare = within(bar).getByRole("button", { name: "Jämför (3)" });
    compare.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await userEvent.tab({ shift: true });
    await expect(within(bar).getByRole("button", { name: "Rensa" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await userEvent.click(
      within(bar).getByRole("button", { name: `Ta bort ${args.cars[1]?.title} från jämförelsen` }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(args.cars[1]?.id);
  },
};

/** Four cars, the maximum: the bar says no more can be added. */
export const FourCarsMaxReached: Story = {
  args: { cars: storyCars(4) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Du kan jämföra högst 4 bilar åt gången.")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Jämför (4)" })).toBeVisible();
  },
};

/** The bar does not cover the end of the page: a spacer as tall as the bar follows it. */
export const DoesNotCoverContent: Story = {
  render: (args) => (
    <>
      <Page>
        <p>Sidans sista stycke ska gå att läsa ovanför jämförelsefältet.</p>
      </Page>
      <CompareBar {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole("region");
    const spacer = canvasElement.querySelector("[data-compare-bar-spacer]") as HTMLElement;
    await waitFor(() =>
      expect(Math.round(spacer.getBoundingClientRect().height)).toBe(
        Math.round(bar.getBoundingClientRect().height),
      ),
    );
  },
};

/** The app's wiring: cards toggle cars in and out, the bar follows and announces each change. */
function Connected({ onOpen }: { onOpen: () => void }) {
  const compare = useCompare();
  return (
    <>
      <Page>
        {storyCars(5).map((car) => (
          <CarCard
            key={car.id}
            car={car}
            previousPriceLabel="Ordinarie pris"
            missingImageText="Bild saknas"
            compare={{
              label: "Jämför",
              selected: compare.isCompared(car.id),
              onToggle: compare.toggle,
            }}
          />
        ))}
      </Page>
      <CompareBar
        cars={compare.cars}
        max={compare.max}
        lastChange={compare.lastChange}
        changeCount={compare.changeCount}
        onOpen={onOpen}
        onRemove={compare.remove}
        onClear={compare.clear}
        labels={compareBarLabels(storyTranslate)}
        locale="sv-SE"
      />
    </>
  );
}

export const WithCompareToggles: Story = {
  args: { cars: [] },
  render: (args) => (
    <CompareProvider storage={null}>
      <Connected onOpen={args.onOpen} />
    </CompareProvider>
  ),
  play: async ({ canvas, userEvent, step }) => {
    const cars = storyCars(5);
    const toggle = (index: number) =>
      canvas.getByRole("button", { name: `Jämför ${cars[index]?.title}` });
    const status = canvas.getByRole("status");

    await step("Space on a card's toggle adds the car and announces it", async () => {
      toggle(0).focus();
      await userEvent.keyboard(" ");
      await expect(toggle(0)).toHaveAttribute("aria-pressed", "true");
      await expect(status).toHaveTextContent(`${cars[0]?.title} har lagts till i jämförelsen`);
      await expect(canvas.getByRole("button", { name: "Jämför (1)" })).toBeVisible();
    });
    await step("Enter on the toggle again removes it", async () => {
      await userEvent.keyboard("{Enter}");
      await expect(toggle(0)).toHaveAttribute("aria-pressed", "false");
      await expect(canvas.queryByRole("region", { name: "Bilar att jämföra" })).toBeNull();
    });
    await step("A fifth car is refused and the reason announced", async () => {
      for (const index of [0, 1, 2, 3]) await userEvent.click(toggle(index));
      await userEvent.click(toggle(4));
      await expect(toggle(4)).toHaveAttribute("aria-pressed", "false");
      await expect(status).toHaveTextContent("Du kan jämföra högst 4 bilar åt gången.");
    });
    await step("Remove in the bar moves focus to the next car's remove button", async () => {
      const remove = canvas.getByRole("button", {
        name: `Ta bort ${cars[1]?.title} från jämförelsen`,
      });
      remove.focus();
      await userEvent.keyboard("{Enter}");
      await expect(
        canvas.getByRole("button", { name: `Ta bort ${cars[2]?.title} från jämförelsen` }),
      ).toHaveFocus();
      await expect(status).toHaveTextContent(`${cars[1]?.title} har tagits bort`);
    });
    await step("Rensa empties the list", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "Rensa" }));
      await expect(status).toHaveTextContent("Jämförelsen är tömd.");
      await expect(canvas.queryByRole("region", { name: "Bilar att jämföra" })).toBeNull();
    });
  },
};

/** The selection survives a new page (the provider reads sessionStorage after mounting). */
function Remounting({ onOpen }: { onOpen: () => void }) {
  return (
    <CompareProvider>
      <Connected onOpen={onOpen} />
    </CompareProvider>
  );
}

export const SurvivesNavigation: Story = {
  args: { cars: [] },
  render: (args) => <Remounting onOpen={args.onOpen} />,
  beforeEach: () => {
    window.sessionStorage.setItem("compare", JSON.stringify(storyCars(2)));
    return () => window.sessionStorage.removeItem("compare");
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole("button", { name: "Jämför (2)" })).toBeVisible());
    // Restoring is no change of the visitor's: nothing announced.
    await expect(canvas.getByRole("status")).toBeEmptyDOMElement();
  },
};

/** English texts from props (the English catalogue). */
export const EnglishTexts: Story = {
  args: { labels: compareBarLabels(storyTranslator("en")), locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Compare (3)" })).toBeVisible();
  },
};

export const AllBrands: Story = {
  args: { inlinePreview: true },
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => <InEveryBrand layout="stack">{() => <CompareBar {...args} />}</InEveryBrand>,
};
