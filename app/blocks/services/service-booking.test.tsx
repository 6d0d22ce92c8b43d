// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import type { Rendering } from "../../../api-adapters/content";
import { siteContent } from "../../../api-adapters/mocks/fixtures/content";
import { OTHER_BOOKING_LINKS } from "../../../design-system/flows/ServiceBooking/BookingHeader";
import { sites } from "../../../sites/registry";
import { preloadBlocks } from "../../composer/lazy-block";
import { testBlockContext, testBlockDataContext } from "../../composer/test-context";
import { blockLoaders } from "../loaders.server";
import { blockRegistry } from "../registry";
import { TestPlaceholder as Placeholder } from "../test-placeholder";
import { serviceBookingDataLayerEvent } from "./service-booking-events";
import { initialPositionOf, swedishToday, type ServiceBookingData } from "./service-booking.server";

const bookingPage = "/service-och-verkstad/boka-bilverkstad";
const site = sites["automotive-se"];

function fixture(): Rendering {
  const found = siteContent["automotive-se"].pages[bookingPage]?.main.find(
    (rendering) => rendering.componentName === "ServiceBooking",
  );
  if (!found) throw new Error(`no ServiceBooking on automotive-se ${bookingPage}`);
  return structuredClone(found);
}

async function load(rendering: Rendering, search = "", mapsApiKey?: string) {
  const loader = blockLoaders.ServiceBooking;
  if (!loader) throw new Error("ServiceBooking has no loader");
  const parsed = loader.schema.parse({ fields: rendering.fields, params: rendering.params });
  const context = testBlockDataContext({
    site,
    path: bookingPage,
    url: new URL(`https://automotive-se.example${bookingPage}${search}`),
    ...(mapsApiKey ? { mapsApiKey } : {}),
  });
  return (await loader.loadData?.(parsed, rendering, context)) as ServiceBookingData;
}

describe("ServiceBooking block data", () => {
  it("gives the tool the other brands' logos and the damage-inspection link of the demo page", async () => {
    const data = await load(fixture());
    expect(data.otherBrands.map((brand) => brand.name)).toEqual([
      "Volvo",
      "Volkswagen",
      "Audi",
      "Skoda",
      "Seat",
      "Cupra",
      "Ford",
      "Land Rover",
    ]);
    expect(data.otherBrands[7]?.logoSrc).toBe("/-/media/brands/LAND_ROVER.svg");
    expect(data.damageInspectionHref).toMatch(/^https:\/\//);
    expect(data.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data).not.toHaveProperty("mapsApiKey");
    expect(data).not.toHaveProperty("initialPosition");
  });

  it("passes the maps key and the page's ?lat&lng", async () => {
    const data = await load(fixture(), "?lat=57.7089&lng=11.9746", "public-key");
    expect(data.mapsApiKey).toBe("public-key");
    expect(data.initialPosition).toEqual({ lat: 57.7089, lng: 11.9746 });
  });

  it("leaves a brand without a logo to show its name, and no damage link empty", async () => {
    const rendering = fixture();
    rendering.fields = {
      OtherBrands: [{ fields: { Name: { value: " Cupra " }, Logo: { value: {} } } }],
    };
    const data = await load(rendering);
    expect(data.otherBrands).toEqual([{ name: "Cupra" }]);
    expect(data.damageInspectionHref).toBe("");
  });

  it.each([
    ["?lat=59.33&lng=18.07", { lat: 59.33, lng: 18.07 }],
    ["?lat=-33.9&lng=151.2", { lat: -33.9, lng: 151.2 }],
    ["?lat=59.33", undefined],
    ["?lng=18.07", undefined],
    ["?lat=&lng=", undefined],
    ["?lat=91&lng=18", undefined],
    ["?lat=59&lng=181", undefined],
    ["?lat=abc&lng=18", undefined],
    ["?lat=Infinity&lng=18", undefined],
  ])("reads %s as %o", (search, expected) => {
    expect(initialPositionOf(new URL(`https://x.example/${search}`))).toEqual(expected);
  });

  it("dates today in Sweden, not in UTC", () => {
    expect(swedishToday(new Date("2026-06-30T22:30:00Z"))).toBe("2026-07-01");
    expect(swedishToday(new Date("2026-12-31T22:59:00Z"))).toBe("2026-12-31");
    expect(swedishToday(new Date("2026-12-31T23:00:00Z"))).toBe("2027-01-01");
  });
});

describe("ServiceBooking block", () => {
  // The registry loads blocks on demand (decision 0028): the render below is synchronous.
  beforeAll(() => preloadBlocks(blockRegistry));

  const context = testBlockContext({
    language: site.language,
    locale: site.locale,
    currency: site.currency,
    path: bookingPage,
    settings: siteContent["automotive-se"].settings,
  });

  it("renders the tool from its server data: the header's intro and step 1", async () => {
    const rendering = fixture();
    const data = await load(rendering);
    render(
      <Placeholder
        renderings={[rendering]}
        registry={blockRegistry}
        context={context}
        blockData={rendering.uid ? { [rendering.uid]: data } : {}}
      />,
    );
    expect(screen.getByRole("link", { name: "Boka Porsche-service" })).toHaveAttribute(
      "href",
      OTHER_BOOKING_LINKS.porsche,
    );
    expect(
      screen.getByRole("button", { name: "Övriga märken vi är auktoriserade för" }),
    ).toBeTruthy();
    expect(screen.getByRole("textbox", { name: /Registreringsnummer/ })).toBeTruthy();
  });

  it("renders nothing without its data (a failed loader): nothing could be booked", () => {
    const { container } = render(
      <Placeholder renderings={[fixture()]} registry={blockRegistry} context={context} />,
    );
    expect(container.textContent).toBe("");
  });
});

describe("ServiceBooking analytics", () => {
  it("sends a step event per step", () => {
    expect(serviceBookingDataLayerEvent({ kind: "step", step: 2, stepName: "services" })).toEqual({
      event: "servicebooking_step",
      step: 2,
      stepName: "services",
    });
  });

  it("sends the booking as a purchase in SEK with its services", () => {
    expect(
      serviceBookingDataLayerEvent({
        kind: "purchase",
        bookingId: "B-1",
        value: 3490,
        currency: "SEK",
        items: ["Basservice", "Hjulskifte"],
      }),
    ).toEqual({
      event: "purchase",
      ecommerce: {
        transaction_id: "B-1",
        value: 3490,
        currency: "SEK",
        items: [
          { item_name: "Basservice", item_category: "servicebooking" },
          { item_name: "Hjulskifte", item_category: "servicebooking" },
        ],
      },
    });
  });
});

describe("the booking header's links on automotive-se", () => {
  it("lead to pages of the demo (Porsche and IVECO) or out to the makers (BMW and MINI)", () => {
    const pages = Object.keys(siteContent["automotive-se"].pages);
    expect(pages).toContain(OTHER_BOOKING_LINKS.porsche);
    expect(pages).toContain(OTHER_BOOKING_LINKS.iveco);
    expect(OTHER_BOOKING_LINKS.bmw).toMatch(/^https:\/\/www\.bmw\.se\//);
    expect(OTHER_BOOKING_LINKS.mini).toMatch(/^https:\/\/www\.mini\.se\//);
  });

  it("and the header's Boka service and the tire hotel's no-agreement link lead to the tool", () => {
    const content = siteContent["automotive-se"];
    const tireHotel = content.pages["/service-och-verkstad/dackhotell/boka-hjulskifte"]?.main.find(
      (rendering) => rendering.componentName === "TireHotel",
    );
    expect(tireHotel?.fields?.BookServiceLink).toMatchObject({ value: { href: bookingPage } });
    const menu = content.header.fields?.MegaMenuItems as { fields: Record<string, unknown> }[];
    expect(menu.map((item) => item.fields)).toContainEqual(
      expect.objectContaining({
        Title: { value: "Boka service" },
        Url: { value: bookingPage },
      }),
    );
  });
});
