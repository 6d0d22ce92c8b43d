import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import styled from "styled-components";
import { expect, fn, waitFor, within } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { storyTranslate, storyTranslator } from "../../stories/texts";
import { space } from "../../theme";
import { Button } from "../../primitives/Button";
import type { CompareCarData } from "../CarCard/types";
import { compareModalLabels } from "../marketplace-labels";
import { CompareModal, type CompareModalProps } from "./CompareModal";
import { storyCompareCar, storyCompareCars } from "./storyCompareCars";

const Page = styled.div`
  padding: ${space.lg};
`;

/** The app's usage: the bar's compare button opens the modal; removals change the list. */
function Demo({ defaultOpen = false, ...args }: CompareModalProps & { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const [cars, setCars] = useState<CompareCarData[]>(args.cars);
  return (
    <Page>
      <Button aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {`Jämför (${cars.length})`}
      </Button>
      <CompareModal
        {...args}
        cars={cars}
        open={open}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
        onRemove={(id) => {
          args.onRemove(id);
          setCars((list) => list.filter((car) => car.id !== id));
        }}
      />
    </Page>
  );
}

const meta = {
  title: "Flows/Compare/CompareModal",
  component: CompareModal,
  args: {
    open: false,
    cars: storyCompareCars(3),
    onClose: fn(),
    onRemove: fn(),
    labels: compareModalLabels(storyTranslate),
  },
  argTypes: { cars: { control: false } },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof CompareModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);

async function openModal(
  trigger: HTMLElement,
  userEvent: { keyboard: (text: string) => Promise<void> },
) {
  trigger.focus();
  await userEvent.keyboard("{Enter}");
  const dialog = await screen().findByRole("dialog", { name: "Jämför bilar" });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/**
 * Three cars side by side in columns of min(60vw, 417px); the sections collapse; Esc closes
 * and focus returns to the compare button.
 */
export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const trigger = canvas.getByRole("button", { name: "Jämför (3)" });
    const dialog = await openModal(trigger, userEvent);
    const columns = within(dialog).getAllByRole("article");

    await step("One column per car, min(60vw, 417px) wide", async () => {
      await expect(columns).toHaveLength(3);
      const probe = document.createElement("div");
      probe.style.width = "60vw";
      document.body.append(probe);
      const expected = Math.min(probe.offsetWidth, 417);
      probe.remove();
      // Layout width: the opening animation scales the dialog's bounding box.
      const width = (columns[0] as HTMLElement).offsetWidth;
      await expect(Math.abs(width - expected)).toBeLessThanOrEqual(1);
    });
    await step("Each car links to its page and has a remove button", async () => {
      const car = args.cars[0];
      const first = within(columns[0] as HTMLElement);
      await expect(first.getByRole("link", { name: `Visa bil ${car?.title}` })).toHaveAttribute(
        "href",
        car?.href,
      );
      await expect(first.getByRole("button", { name: `Ta bort ${car?.title}` })).toBeVisible();
      await expect(first.getByText(car?.price.current ?? "")).toBeVisible();
    });
    await step("The side-by-side area scrolls sideways and can take focus", async () => {
      const region = within(dialog).getByRole("region", { name: "Bilarna sida vid sida" });
      await waitFor(() => expect(region).toHaveAttribute("tabindex", "0"));
    });
    await step("Enter collapses and expands the equipment section", async () => {
      const equipment = within(dialog).getByRole("button", { name: "Utrustning" });
      await expect(equipment).toHaveAttribute("aria-expanded", "true");
      await expect(within(dialog).getAllByText("Värmepump")[0]).toBeVisible();
      equipment.focus();
      await userEvent.keyboard("{Enter}");
      await expect(equipment).toHaveAttribute("aria-expanded", "false");
      await waitFor(() => expect(within(dialog).getAllByText("Värmepump")[0]).not.toBeVisible());
      await userEvent.keyboard("{Enter}");
      await expect(equipment).toHaveAttribute("aria-expanded", "true");
    });
    await step("Space collapses the technical data", async () => {
      const technical = within(dialog).getByRole("button", { name: "Teknisk data" });
      technical.focus();
      await userEvent.keyboard(" ");
      await expect(technical).toHaveAttribute("aria-expanded", "false");
    });
    await step("Esc closes and focus returns to the compare button", async () => {
      await userEvent.keyboard("{Escape}");
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen().queryByRole("dialog")).toBeNull());
      await expect(trigger).toHaveFocus();
    });
  },
};

/** Technical rows line up by label across the cars; a value a car lacks shows "–". */
export const TechnicalRowsAligned: Story = {
  args: { open: true },
  render: (args) => <Demo {...args} defaultOpen />,
  play: async () => {
    const dialog = await screen().findByRole("dialog");
    const weights = within(dialog).getAllByText("Tjänstevikt");
    await expect(weights).toHaveLength(3);
    const tops = weights.map((term) => Math.round(term.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
    await expect(within(dialog).getAllByText("–").length).toBeGreaterThan(0);
  },
};

/** One car. */
export const OneCar: Story = {
  args: { cars: storyCompareCars(1), open: true },
  render: (args) => <Demo {...args} defaultOpen />,
  play: async () => {
    const dialog = await screen().findByRole("dialog");
    await expect(within(dialog).getAllByRole("article")).toHaveLength(1);
  },
};

/** Four cars, the most: the area scrolls sideways. */
export const FourCars: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  args: { cars: storyCompareCars(4), open: true },
  render: (args) => <Demo {...args} defaultOpen />,
  play: async () => {
    const dialog = await screen().findByRole("dialog");
    await expect(within(dialog).getAllByRole("article")).toHaveLength(4);
    const region = within(dialog).getByRole("region", { name: "Bilarna sida vid sida" });
    await waitFor(() => expect(region.scrollWidth).toBeGreaterThan(region.clientWidth));
  },
};

/** While the app fetches a car's details by car_id, its sections show a placeholder. */
export const DetailsLoading: Story = {
  args: {
    open: true,
    cars: [storyCompareCar(0), storyCompareCar(1, { equipment: [], technical: [] })],
    detailStatus: { [storyCompareCar(1).id]: "loading" },
  },
  render: (args) => <Demo {...args} defaultOpen />,
  play: async () => {
    const dialog = await screen().findByRole("dialog");
    await expect(within(dialog).getAllByText("Hämtar uppgifter …")).toHaveLength(2);
    await expect(dialog.querySelectorAll('[aria-busy="true"]')).toHaveLength(2);
  },
};

/** The detail fetch failed: the basic car data shows, with a short note in the sections. */
export const DetailFallback: Story = {
  args: {
    open: true,
    cars: [storyCompareCar(0), storyCompareCar(2, { equipment: [], technical: [] })],
    detailStatus: { [storyCompareCar(2).id]: "fallback" },
  },
  render: (args) => <Demo {...args} defaultOpen />,
  play: async () => {
    const dialog = await screen().findByRole("dialog");
    await expect(
      within(dialog).getAllByText("Utrustning och teknisk data kunde inte hämtas just nu."),
    ).toHaveLength(2);
    await waitFor(() =>
      expect(within(dialog).getByText(storyCompareCar(2).price.current)).toBeVisible(),
    );
  },
};

/** Sections start collapsed when asked to; the keyboard opens them. */
export const SectionsCollapsed: Story = {
  args: { open: true, defaultSectionsOpen: false },
  render: (args) => <Demo {...args} defaultOpen />,
  play: async ({ userEvent }) => {
    const dialog = await screen().findByRole("dialog");
    const technical = within(dialog).getByRole("button", { name: "Teknisk data" });
    await expect(technical).toHaveAttribute("aria-expanded", "false");
    technical.focus();
    await userEvent.keyboard("{Enter}");
    await expect(technical).toHaveAttribute("aria-expanded", "true");
    await waitFor(() => expect(within(dialog).getAllByText("Effekt")[0]).toBeVisible());
  },
};

/** Removing cars: focus moves to the next car; removing the last one closes the modal. */
export const AutoCloseWhenLastRemoved: Story = {
  args: { cars: storyCompareCars(2) },
  play: async ({ args, canvas, userEvent }) => {
    const dialog = await openModal(canvas.getByRole("button", { name: "Jämför (2)" }), userEvent);
    const [first, second] = args.cars;
    await userEvent.click(within(dialog).getByRole("button", { name: `Ta bort ${first?.title}` }));
    await expect(args.onRemove).toHaveBeenCalledWith(first?.id);
    const next = within(dialog).getByRole("button", { name: `Ta bort ${second?.title}` });
    await expect(next).toHaveFocus();
    await expect(within(dialog).getByRole("status")).toHaveTextContent(
      `${first?.title} har tagits bort från jämförelsen.`,
    );
    await userEvent.keyboard("{Enter}");
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen().queryByRole("dialog")).toBeNull());
  },
};

/** English texts from props (the English catalogue). */
export const EnglishTexts: Story = {
  args: { open: true, labels: compareModalLabels(storyTranslator("en")) },
  render: (args) => <Demo {...args} defaultOpen />,
  play: async () => {
    const dialog = await screen().findByRole("dialog", { name: "Compare cars" });
    await waitFor(() =>
      expect(within(dialog).getByRole("button", { name: "Equipment" })).toBeVisible(),
    );
    await expect(within(dialog).getAllByText("Year")).toHaveLength(3);
  },
};

export const AllBrands: Story = {
  args: { open: true, inlinePreview: true, cars: storyCompareCars(2) },
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => <InEveryBrand layout="stack">{() => <CompareModal {...args} />}</InEveryBrand>,
};
