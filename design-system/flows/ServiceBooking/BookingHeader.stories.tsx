import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import type { BookingCar } from "../../../api-adapters/booking/schemas";
import { brandMark } from "../../../api-adapters/mocks/brand-mark";
import { brandCode } from "../../../api-adapters/mocks/fixtures/content/brand-logos";
import { Container } from "../../layout/Container";
import { storyTranslate } from "../../stories/texts";
import { BookingHeader, OTHER_BOOKING_LINKS, type BookingHeaderBrand } from "./BookingHeader";
import { bookingHeaderLabels } from "./header-labels";

const labels = bookingHeaderLabels(storyTranslate);

/** The demo's brand marks as data URLs: stories run without the media server. */
const withLogo = (name: string): BookingHeaderBrand => ({
  name,
  logoSrc: `data:image/svg+xml,${encodeURIComponent(brandMark(brandCode(name)) ?? "")}`,
});
const otherBrands = ["Volvo", "Volkswagen", "Audi", "Skoda", "Ford", "Land Rover"].map(withLogo);

const car = (brand: string, isSupported = true): BookingCar => ({
  registrationNumber: "ABC123",
  brand,
  model: null,
  buildYear: 2021,
  hasServiceAgreement: false,
  isSupported,
});

const meta = {
  title: "Flows/ServiceBooking/BookingHeader",
  component: BookingHeader,
  args: { labels, otherBrands },
  render: (args) => (
    <Container>
      <BookingHeader {...args} />
    </Container>
  ),
} satisfies Meta<typeof BookingHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * No car yet: the generic intro. BMW and MINI open their makers' sites in a new tab (said to
 * screen readers), Porsche and IVECO are pages of the site; the other brands open by keyboard.
 */
export const Intro: Story = {
  play: async ({ canvas }) => {
    const bmw = canvas.getByRole("link", { name: /Boka service för BMW/ });
    await expect(bmw).toHaveAttribute("href", OTHER_BOOKING_LINKS.bmw);
    await expect(bmw).toHaveAttribute("target", "_blank");
    await expect(bmw).toHaveAccessibleName("Boka service för BMW (öppnas i ny flik)");
    await expect(canvas.getByRole("link", { name: /Boka service för MINI/ })).toHaveAttribute(
      "target",
      "_blank",
    );
    const porsche = canvas.getByRole("link", { name: "Boka Porsche-service" });
    await expect(porsche).toHaveAttribute("href", OTHER_BOOKING_LINKS.porsche);
    await expect(porsche).not.toHaveAttribute("target");
    await expect(canvas.getByRole("link", { name: "Verkstadstjänster för IVECO" })).toHaveAttribute(
      "href",
      OTHER_BOOKING_LINKS.iveco,
    );

    const toggle = canvas.getByRole("button", { name: "Övriga märken vi är auktoriserade för" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    // Collapsed: the logos are hidden from the accessibility tree.
    await expect(canvas.queryByRole("img", { name: "Volvo" })).toBeNull();
    toggle.focus();
    await userEvent.keyboard("{Enter}");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await waitFor(() => expect(canvas.getByRole("img", { name: "Volvo" })).toBeVisible());
    await expect(canvas.getByRole("img", { name: "Land Rover" })).toBeVisible();
  },
};

/** A brand with authorised workshops: its text, no intro. */
export const AuthorisedBrand: Story = {
  args: { car: car("Volvo"), hasAuthorizedWorkshop: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("Vi har auktoriserade verkstäder för Volvo.", { exact: false }),
    ).toBeVisible();
    await expect(canvas.queryByRole("link")).toBeNull();
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

/** No authorised workshop for the brand, but some services. */
export const NoAuthorisedWorkshop: Story = {
  args: { car: car("Kia"), hasAuthorizedWorkshop: false },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        "Vi har inga auktoriserade verkstäder för Kia, men vi erbjuder vissa tjänster för din bil.",
      ),
    ).toBeVisible();
  },
};

/** The brand's answer still out: nothing brand-specific yet, and no intro. */
export const AskingAboutTheBrand: Story = {
  args: { car: car("Volvo") },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Volvo/)).toBeNull();
    await expect(canvas.queryByRole("link")).toBeNull();
  },
};

/** An unsupported car keeps the intro: its message sends the visitor to these links. */
export const UnsupportedCar: Story = {
  args: { car: car("BMW", false), hasAuthorizedWorkshop: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: /Boka service för BMW/ })).toBeVisible();
    await expect(canvas.queryByText(/auktoriserade verkstäder för BMW/)).toBeNull();
  },
};

/** A brand without a logo, and one whose logo fails, show their names instead. */
export const MissingLogos: Story = {
  args: {
    otherBrands: [
      withLogo("Volvo"),
      { name: "Cupra" },
      { name: "Seat", logoSrc: "data:image/png;base64,AAAA" },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole("button", { name: "Övriga märken vi är auktoriserade för" }),
    );
    await waitFor(() => expect(canvas.getByText("Cupra")).toBeVisible());
    await waitFor(() => expect(canvas.getByText("Seat")).toBeVisible());
    await expect(canvas.getByRole("img", { name: "Volvo" })).toBeVisible();
  },
};

/** No other brands: no empty list to open. */
export const NoOtherBrands: Story = {
  args: { otherBrands: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

/** The intro and a brand's text, for the visual baselines of every brand. */
export const Showcase: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  render: (args) => (
    <Container>
      <BookingHeader {...args} />
      <hr />
      <BookingHeader {...args} car={car("Volvo")} hasAuthorizedWorkshop />
    </Container>
  ),
};

export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => (
    <InEveryBrand layout="stack">
      {() => (
        <>
          <BookingHeader {...args} />
          <BookingHeader {...args} car={car("Volvo")} hasAuthorizedWorkshop />
        </>
      )}
    </InEveryBrand>
  ),
};
