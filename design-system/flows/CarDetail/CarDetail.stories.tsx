import type { Meta, StoryObj } from "@storybook/react-vite";
import type { MouseEvent } from "react";
import styled from "styled-components";
import { expect, fn, waitFor, within } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { space, vars } from "../../theme";
import { demoPhoto } from "../../primitives/Image/storyImages";
import { storyTranslate } from "../../stories/texts";
import { storyCars } from "../CarCard/storyCars";
import { carDetailLabels } from "../car-detail-labels";
import { carSliderLabels } from "../marketplace-labels";
import { CarDetail, CarDetailSkeleton } from "./CarDetail";
import { SimilarCars } from "./SimilarCars";
import {
  storyCampaignCar,
  storyCarDetail,
  storyLcvCar,
  storyLongTextCar,
  storySampleCar,
} from "./storyCarDetail";

const t = storyTranslate;

const Page = styled.div`
  max-width: 80rem;
  margin: 0 auto;
  padding: ${space.md};
`;

const Photo = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: ${vars.radius.card};
`;

const Placeholder = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 4 / 3;
  border-radius: ${vars.radius.card};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.textMuted};
`;

const FormStandIn = styled.div`
  padding: ${space.lg};
  border: 1px dashed ${vars.color.borderStrong};
  border-radius: ${vars.radius.card};
`;

const gallery = <Photo src={demoPhoto({ label: "Volvo XC60", width: 800, height: 600 })} alt="" />;

/** Stories stay on their page: tel:, mailto: and maps links only report the lead. */
const stayOnPage = (event: MouseEvent) => {
  const link = (event.target as HTMLElement).closest("a");
  if (link && !link.getAttribute("href")?.startsWith("#")) event.preventDefault();
};

const meta = {
  title: "Flows/CarDetail",
  component: CarDetail,
  args: {
    car: storyCarDetail(),
    labels: carDetailLabels(t),
    back: { href: "/kop-bil" },
    onLead: fn(),
    gallery,
    contactForm: <FormStandIn>Kontaktformulär</FormStandIn>,
    recommendations: (
      <SimilarCars
        cars={storyCars(8)}
        heading={t("CarDetail.PageSimilarCars")}
        labels={carSliderLabels(t)}
      />
    ),
  },
  argTypes: {
    gallery: { control: false },
    contactForm: { control: false },
    recommendations: { control: false },
    finance: { control: false },
  },
  decorators: [
    (Story) => (
      <Page onClickCapture={stayOnPage}>
        <Story />
      </Page>
    ),
  ],
} satisfies Meta<typeof CarDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

const visibleRows = (table: HTMLElement) =>
  Array.from(table.querySelectorAll("dt")).filter((row) => row.checkVisibility());

/** A stock car: every section, five technical rows then show more, the dealer's actions. */
export const Found: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Volvo XC60");
    // Two columns: the sections on the left, the dealer on the right.
    const box = (name: string) => canvas.getByRole("region", { name }).getBoundingClientRect();
    await expect(box("Översikt").right).toBeLessThan(box("Säljare").left);
    for (const id of ["overview", "equipment", "description"]) {
      await expect(document.getElementById(id)).toBeInTheDocument();
    }
    await expect(canvas.getByRole("region", { name: "Översikt" })).toHaveTextContent("ABC 123");
    const priceAndFacts = canvas.getByRole("region", { name: "Pris och fakta i korthet" });
    await expect(priceAndFacts).toHaveTextContent("389 900 kr");
    await expect(within(priceAndFacts).getByText("3 200 mil")).toBeVisible();

    const technicalRegion = canvas.getByRole("region", { name: "Teknisk data" });
    const technical = within(technicalRegion);
    const rows = technicalRegion.querySelector("dl") as HTMLElement;
    await expect(visibleRows(rows)).toHaveLength(5);
    const more = technical.getByRole("button", { name: "Visa mer" });
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(more);
    await expect(more).toHaveAttribute("aria-expanded", "true");
    await expect(more).toHaveAccessibleName("Visa mindre");
    await expect(visibleRows(rows)).toHaveLength(8);

    await expect(canvas.getByRole("img", { name: "5 av 5 stjärnor" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Volvo XC60 B5" })).toBeVisible();

    const dealer = within(canvas.getByRole("region", { name: "Säljare" }));
    const call = dealer.getByRole("link", { name: /Ring 031-123 45 67/ });
    await expect(call).toHaveAttribute("href", "tel:0311234567");
    await userEvent.click(call);
    await expect(args.onLead).toHaveBeenLastCalledWith("phone");
    await userEvent.click(dealer.getByRole("link", { name: "E-post" }));
    await expect(args.onLead).toHaveBeenLastCalledWith("email");
    const maps = dealer.getByRole("link", { name: "Hitta hit (öppnas i ny flik)" });
    await expect(maps).toHaveAttribute("target", "_blank");
    await userEvent.click(maps);
    await expect(args.onLead).toHaveBeenLastCalledWith("maps");
    await expect(dealer.getByRole("link", { name: "Kontakta oss" })).toHaveAttribute(
      "href",
      "#contact",
    );
    // The phone's action bar is not shown on desktop.
    await expect(canvas.queryByRole("region", { name: "Kontakta säljaren" })).toBeNull();
    await expect(canvas.getByRole("link", { name: "Tillbaka" })).toHaveAttribute(
      "href",
      "/kop-bil",
    );
  },
};

/** Loading (the page's Suspense fallback): the columns' shape, announced as a status. */
export const Loading: Story = {
  render: (args) => <CarDetailSkeleton label={args.labels.loading} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Laddar bilen…");
    await expect(canvas.queryByRole("heading")).toBeNull();
  },
};

/** A campaign: the campaign price highlighted, the retail price struck through. */
export const Campaign: Story = {
  args: { car: storyCampaignCar(), recommendations: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Kampanj")).toBeVisible();
    const previous = canvas.getByText("389 900 kr");
    await expect(previous.tagName).toBe("S");
    await expect(previous.parentElement).toHaveTextContent(/^Ordinarie pris: 389 900 kr$/);
    await expect(canvas.getByText("Billån 3 995 kr/mån")).toBeVisible();
  },
};

/** A light commercial vehicle: both prices "exkl. moms". */
export const LightCommercialVehicle: Story = {
  args: { car: storyLcvCar(), recommendations: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText("exkl. moms")).toHaveLength(2);
    await expect(canvas.queryByRole("region", { name: "Euro NCAP säkerhetsbetyg" })).toBeNull();
  },
};

/** A sample car: the brand's sites instead of a dealer; three equipment items, then more. */
export const SampleCar: Story = {
  args: { car: storySampleCar() },
  play: async ({ canvas, userEvent }) => {
    const sites = within(
      canvas.getByRole("region", { name: "Återförsäljare som säljer modellen" }),
    );
    await expect(sites.getAllByRole("listitem")).toHaveLength(3);
    await expect(sites.getByRole("link", { name: "Automotive Göteborg" })).toBeVisible();
    await expect(canvas.queryByRole("region", { name: "Säljare" })).toBeNull();

    const equipment = within(canvas.getByRole("region", { name: "Utrustning" }));
    const items = equipment.getAllByRole("listitem", { hidden: true });
    await expect(items.filter((item) => item.checkVisibility())).toHaveLength(3);
    await userEvent.click(equipment.getByRole("button", { name: "Visa mer" }));
    await expect(items.filter((item) => item.checkVisibility())).toHaveLength(items.length);
  },
};

/** A sample car with four items shows all four, without a button. */
export const SampleCarFourItems: Story = {
  args: { car: { ...storySampleCar(), equipment: ["Backkamera", "Rattvärme", "Dragkrok", "LED"] } },
  play: async ({ canvas }) => {
    const equipment = within(canvas.getByRole("region", { name: "Utrustning" }));
    await expect(equipment.getAllByRole("listitem")).toHaveLength(4);
    await expect(equipment.queryByRole("button")).toBeNull();
  },
};

/** No images: the gallery slot shows its placeholder with the missing-image text. */
export const NoImages: Story = {
  args: { gallery: <Placeholder>{t("Marketplace.MissingImage")}</Placeholder> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Bild saknas")).toBeVisible();
  },
};

const clampOf = (region: HTMLElement) =>
  within(region).getByRole("button").previousElementSibling as HTMLElement;

/** Long equipment and description: cut at 50 px and 300 px, opened and closed again. */
export const LongTexts: Story = {
  args: { car: storyLongTextCar() },
  play: async ({ canvas, userEvent }) => {
    const equipment = canvas.getByRole("region", { name: "Utrustning" });
    const equipmentClamp = clampOf(equipment);
    await expect(equipmentClamp.getBoundingClientRect().height).toBeLessThanOrEqual(50);
    const showEquipment = within(equipment).getByRole("button", { name: "Visa mer" });
    await expect(showEquipment).toHaveAttribute("aria-controls", equipmentClamp.id);
    await userEvent.click(showEquipment);
    await expect(showEquipment).toHaveAttribute("aria-expanded", "true");
    await expect(equipmentClamp.getBoundingClientRect().height).toBeGreaterThan(200);

    const description = canvas.getByRole("region", { name: "Beskrivning" });
    const descriptionClamp = clampOf(description);
    await expect(descriptionClamp.getBoundingClientRect().height).toBe(300);
    const showDescription = within(description).getByRole("button", { name: "Visa mer" });
    await userEvent.click(showDescription);
    await expect(descriptionClamp.getBoundingClientRect().height).toBeGreaterThan(300);
    await userEvent.click(within(description).getByRole("button", { name: "Visa mindre" }));
    await expect(descriptionClamp.getBoundingClientRect().height).toBe(300);
  },
};

/** A short description is not cut: no button. */
export const ShortDescription: Story = {
  args: { car: storyCarDetail({ description: "En ägare sedan ny." }) },
  play: async ({ canvas }) => {
    const description = within(canvas.getByRole("region", { name: "Beskrivning" }));
    await waitFor(() => expect(description.queryByRole("button")).toBeNull());
  },
};

/** A phone: one column, equipment cut at 190 px, and the sticky action bar. */
export const Phone: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  args: { car: storyLongTextCar() },
  play: async ({ canvas, userEvent, args }) => {
    const bar = canvas.getByRole("region", { name: "Kontakta säljaren" });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveStyle({ position: "sticky" });
    // Floating controls (scroll to top) stand on it: its height is published.
    await waitFor(() =>
      expect(
        parseFloat(document.documentElement.style.getPropertyValue("--fc-action-bar-height")),
      ).toBeCloseTo(bar.getBoundingClientRect().height, 0),
    );
    const actions = within(bar).getAllByRole("link");
    await expect(actions.map((action) => action.textContent)).toEqual([
      "Ring",
      "E-post",
      "Kontakta oss",
    ]);
    await userEvent.click(actions[0] as HTMLElement);
    await expect(args.onLead).toHaveBeenLastCalledWith("phone");
    await expect(actions[2]).toHaveAttribute("href", "#contact");

    const equipment = canvas.getByRole("region", { name: "Utrustning" });
    await expect(clampOf(equipment).getBoundingClientRect().height).toBe(190);

    // One column in source order: nothing overlaps.
    const box = (name: string) => canvas.getByRole("region", { name }).getBoundingClientRect();
    await expect(box("Översikt").bottom).toBeLessThanOrEqual(equipment.getBoundingClientRect().top);
    await expect(box("Teknisk data").bottom).toBeLessThanOrEqual(box("Säljare").top);
  },
};

/** The back control as a button (the app goes back in history). */
export const BackButton: Story = {
  args: { back: { onClick: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Tillbaka" }));
    await expect(args.back?.onClick).toHaveBeenCalledOnce();
  },
};

/** Similar cars: 330 px cards; a drag under 30 % of a card springs back, a longer one moves on. */
export const SimilarCarsDrag: Story = {
  render: () => (
    <SimilarCars cars={storyCars(8)} heading="Liknande bilar" labels={carSliderLabels(t)} />
  ),
  play: async ({ canvas, userEvent }) => {
    const carousel = canvas.getByRole("region", { name: "Liknande bilar" });
    const first = within(carousel).getAllByRole("group")[0] as HTMLElement;
    const card = first.firstElementChild as HTMLElement;
    await expect(card.getBoundingClientRect().width).toBeCloseTo(330, 0);
    // A drag needs Embla, whose code loads as the carousel comes near: started, the carousel
    // has measured which slides are in view and made the others inert.
    const slides = carousel.querySelectorAll("[role=group]");
    await waitFor(() => expect(slides[slides.length - 1]).toHaveAttribute("inert"), {
      timeout: 5000,
    });
    const start = first.getBoundingClientRect();
    const drag = async (share: number) => {
      const y = start.top + start.height / 3;
      const x = start.left + start.width / 2;
      const distance = start.width * share;
      await userEvent.pointer([
        { keys: "[MouseLeft>]", target: first, coords: { clientX: x, clientY: y } },
        ...[0.25, 0.5, 0.75, 1].map((step) => ({
          coords: { clientX: x - distance * step, clientY: y },
        })),
        { keys: "[/MouseLeft]", coords: { clientX: x - distance, clientY: y } },
      ]);
    };
    await drag(0.2);
    await waitFor(() => expect(first.getBoundingClientRect().left).toBeCloseTo(start.left, 0), {
      timeout: 3000,
    });
    await drag(0.45);
    await waitFor(
      () => expect(first.getBoundingClientRect().left).toBeLessThan(start.left - start.width * 0.9),
      { timeout: 3000 },
    );
  },
};

/** A campaign car with every section, in every brand at phone and desktop width (no play). */
export const Showcase: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  args: { car: storyCampaignCar() },
};

export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  args: { recommendations: undefined, contactForm: undefined },
  render: (args) => (
    <InEveryBrand layout="stack" padded>
      {() => <CarDetail {...args} car={storyCampaignCar()} />}
    </InEveryBrand>
  ),
};
