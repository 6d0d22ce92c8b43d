/*
 * A Swedish demo car for the car detail stories and tests, built as the app formats one.
 */
import type { CarDetailData } from "./types";

const equipment = [
  "Adaptiv farthållare",
  "Backkamera",
  "Apple CarPlay",
  "Android Auto",
  "Elstolar med minne",
  "Stolsvärme fram och bak",
  "Rattvärme",
  "Dragkrok, elektriskt infällbar",
  "Harman Kardon ljudsystem",
  "Panoramaglastak",
  "Head-up display",
  "LED-strålkastare",
  "Nyckelfritt lås- och startsystem",
  "Trezonsklimatanläggning",
  "Parkeringssensorer fram och bak",
  "Filhållningsassistans",
];

const description =
  "Välutrustad XC60 med dragkrok och panoramatak, servad enligt serviceprogrammet.\n" +
  "En ägare sedan ny.\n\n" +
  "Bilen levereras nyservad med vinterhjul på aluminiumfälg. Vi tar gärna din bil i inbyte " +
  "och hjälper dig med finansiering.\n\n" +
  "Välkommen att boka en provkörning!";

const longDescription = [
  description,
  ...Array.from(
    { length: 6 },
    (_, n) =>
      `Stycke ${n + 1}: Bilen har gått ${n + 2} 000 mil sedan senaste service och har ` +
      "kompletta servicehandlingar. Garanti enligt Bilgaranti ingår i tolv månader.",
  ),
].join("\n\n");

const technical = [
  { label: "Effekt", value: "197 hk" },
  { label: "Bränsleförbrukning (blandad)", value: "0,76 l/mil" },
  { label: "CO₂-utsläpp", value: "172 g/km" },
  { label: "Tjänstevikt", value: "1 942 kg" },
  { label: "Antal säten", value: "5" },
  { label: "Antal dörrar", value: "5" },
  { label: "Lastvolym", value: "483 l" },
  { label: "Längd", value: "4 708 mm" },
];

/** A used Volvo XC60 on a Swedish site; override a field for a state. */
export function storyCarDetail(overrides: Partial<CarDetailData> = {}): CarDetailData {
  return {
    id: "100200",
    title: "Volvo XC60",
    variant: "B4 AWD Plus Dark",
    price: { current: "389 900 kr", monthly: "Billån 4 295 kr/mån" },
    keyFacts: [
      { label: "Årsmodell", value: "2022" },
      { label: "Miltal", value: "3 200 mil" },
      { label: "Drivmedel", value: "Mildhybrid" },
      { label: "Växellåda", value: "Automat" },
    ],
    overview: [
      { label: "Kaross", value: "SUV" },
      { label: "Färg", value: "Kristallvit" },
      { label: "Drivning", value: "Fyrhjulsdrift" },
      { label: "Första registrering", value: "2022-03-18" },
      { label: "Registreringsnummer", value: "ABC 123" },
    ],
    equipment,
    description,
    technical,
    ncapStars: 5,
    linkedVehicles: [
      { href: "/kop-bil/bil/100201/volvo-xc60-b5", text: "Volvo XC60 B5", packageName: "Ultimate" },
    ],
    dealer: {
      name: "Automotive Göteborg",
      address: "Bilgatan 12, 417 05 Göteborg",
      phone: "031-123 45 67",
      email: "goteborg@automotive.example",
      mapsHref: "https://www.google.com/maps/search/?api=1&query=Bilgatan%2012%20G%C3%B6teborg",
      siteHref: "/anlaggningar/goteborg",
    },
    ...overrides,
  };
}

/** A campaign: the campaign price and the retail price struck through. */
export const storyCampaignCar = () =>
  storyCarDetail({
    hasCampaign: true,
    price: { current: "369 900 kr", previous: "389 900 kr", monthly: "Billån 3 995 kr/mån" },
  });

/** A light commercial vehicle: prices without VAT. */
export const storyLcvCar = () =>
  storyCarDetail({
    id: "100204",
    title: "Renault Trafic",
    variant: "Skåp L2H1 2.0 dCi 150",
    isLcv: true,
    hasCampaign: true,
    price: { current: "279 900 kr", previous: "299 900 kr" },
    ncapStars: undefined,
    linkedVehicles: undefined,
  });

/** A new-car sample model: the brand's sites instead of a dealer, three equipment items. */
export const storySampleCar = () =>
  storyCarDetail({
    id: "100205",
    title: "Volvo EX30",
    variant: "Single Motor Extended Range Plus",
    isSample: true,
    price: { current: "449 900 kr", monthly: "Privatleasing 4 995 kr/mån" },
    keyFacts: [
      { label: "Årsmodell", value: "2025" },
      { label: "Drivmedel", value: "El" },
    ],
    dealer: undefined,
    linkedVehicles: undefined,
    sellerSites: [
      { id: "s1", name: "Automotive Göteborg", city: "Göteborg", href: "/anlaggningar/goteborg" },
      {
        id: "s2",
        name: "Automotive Stockholm",
        city: "Stockholm",
        href: "/anlaggningar/stockholm",
      },
      { id: "s3", name: "Automotive Malmö", city: "Malmö" },
    ],
  });

/** Long equipment and description: both cut, with show more. */
export const storyLongTextCar = () =>
  storyCarDetail({ equipment: [...equipment, ...equipment], description: longDescription });
