/*
 * Swedish demo cars for stories and tests (Storybook runs without network: photos are SVG data
 * URLs). Deterministic: car `n` is always the same car.
 */
import { demoBlur, demoPhoto } from "../../primitives/Image/storyImages";
import type { CarCardData } from "./types";

const models = [
  { brand: "Volvo", model: "XC60", variant: "B4 AWD Plus Dark", fuel: "Mildhybrid" },
  { brand: "Kia", model: "Niro", variant: "EV 64,8 kWh Advance Plus", fuel: "El" },
  { brand: "Volkswagen", model: "ID.4", variant: "Pro Performance 77 kWh", fuel: "El" },
  { brand: "Toyota", model: "RAV4", variant: "2.5 Hybrid AWD-i Style", fuel: "Hybrid" },
  { brand: "Renault", model: "Trafic", variant: "Skåp L2H1 2.0 dCi 150", fuel: "Diesel" },
  { brand: "Volvo", model: "EX30", variant: "Single Motor Extended Range Plus", fuel: "El" },
  { brand: "Kia", model: "Sportage", variant: "1.6 T-GDI PHEV AWD GT-Line", fuel: "Laddhybrid" },
  { brand: "Polestar", model: "2", variant: "Long range Dual motor", fuel: "El" },
] as const;

const priceText = (value: number) =>
  `${new Intl.NumberFormat("sv-SE").format(value).replace(/\u00a0/g, " ")} kr`;

/** Demo car number `n` (0-based): every third has a campaign price, the Trafic is an LCV. */
export function storyCar(n: number, overrides: Partial<CarCardData> = {}): CarCardData {
  const spec = models[n % models.length] ?? models[0];
  const id = String(100_200 + n);
  const price = 189_900 + ((n * 37_000) % 420_000);
  const lcv = spec.model === "Trafic";
  const campaign = n % 3 === 1;
  const title = `${spec.brand} ${spec.model}`;
  return {
    id,
    href: `/bilar/${id}/${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`,
    title,
    variant: spec.variant,
    image: {
      src: demoPhoto({ label: title, width: 800, height: 600, variant: n }),
      alt: `${title} ${spec.variant}`,
      blurDataUrl: demoBlur(n),
    },
    facts: {
      year: String(2019 + (n % 7)),
      mileage: `${new Intl.NumberFormat("sv-SE").format((n * 1_370) % 12_000).replace(/\u00a0/g, " ")} mil`,
      fuel: spec.fuel,
      gearbox: n % 5 === 4 ? "Manuell" : "Automat",
    },
    price: {
      current: priceText(lcv ? Math.round(price * 0.8) : campaign ? price - 20_000 : price),
      previous: campaign ? priceText(lcv ? Math.round(price * 0.8) + 20_000 : price) : undefined,
      vatNote: lcv ? "exkl. moms" : undefined,
      campaignLabel: campaign ? "Kampanj" : undefined,
    },
    monthly: n % 2 === 0 ? `Billån ${priceText(Math.round(price / 60))}/mån` : undefined,
    ...overrides,
  };
}

/** `count` demo cars starting at car `from`. */
export function storyCars(count: number, from = 0): CarCardData[] {
  return Array.from({ length: count }, (_, index) => storyCar(from + index));
}
