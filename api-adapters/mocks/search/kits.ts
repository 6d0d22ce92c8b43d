import type { Kit } from "../../search/schemas";
import { catalogue } from "./catalogue";
import { createRandom, type Random } from "./random";

/**
 * The demo accessory kit catalogue of carstore-fi (specs/marketplace.md 3, Kit): kits in three
 * category levels, each with parts, labour (hours and an hourly price) and the cars it fits.
 * Names are Finnish, as the dealer staff's interface. Prices are without VAT, in EUR.
 */
export const DEMO_KIT_COUNT = 320;

/** Brands whose cars the kits fit: carstore-fi's stock, so the page can filter to a car it sells. */
const fitmentBrands = ["Toyota", "Škoda", "Volkswagen", "Volvo", "Kia", "Hyundai", "BMW", "Tesla"];

interface SubCategory {
  name: string;
  /** Third-level categories with the kit names and part names of each. */
  kinds: readonly {
    name: string;
    parts: readonly string[];
    labour: string;
    hours: readonly [number, number];
    price: readonly [number, number];
  }[];
}

const categories: Record<string, readonly SubCategory[]> = {
  Ulkovarusteet: [
    {
      name: "Vetokoukut",
      kinds: [
        {
          name: "Irrotettava vetokoukku",
          parts: ["Vetokoukkusarja", "Sähkösarja 13-napainen"],
          labour: "Vetokoukun asennus",
          hours: [2, 4],
          price: [450, 900],
        },
        {
          name: "Sähkökäyttöinen vetokoukku",
          parts: ["Kääntyvä vetokoukku", "Ohjainyksikkö", "Sähkösarja 13-napainen"],
          labour: "Vetokoukun asennus ja koodaus",
          hours: [3, 5],
          price: [1100, 1700],
        },
      ],
    },
    {
      name: "Kattotelineet",
      kinds: [
        {
          name: "Kattotelineet",
          parts: ["Kattokaiteet", "Kiinnikkeet"],
          labour: "Kattotelineiden asennus",
          hours: [0.5, 1],
          price: [220, 420],
        },
        {
          name: "Suksiboksi",
          parts: ["Kattoboksi 420 l", "Pikakiinnikkeet"],
          labour: "Kattoboksin asennus",
          hours: [0.5, 1],
          price: [480, 890],
        },
        {
          name: "Polkupyöräteline",
          parts: ["Pyöräteline", "Lukkosarja"],
          labour: "Pyörätelineen asennus",
          hours: [0.5, 1],
          price: [160, 340],
        },
      ],
    },
    {
      name: "Roiskeläpät",
      kinds: [
        {
          name: "Roiskeläpät edessä",
          parts: ["Roiskeläppä vasen", "Roiskeläppä oikea"],
          labour: "Roiskeläppien asennus",
          hours: [0.3, 0.6],
          price: [60, 120],
        },
        {
          name: "Roiskeläpät takana",
          parts: ["Roiskeläppä vasen", "Roiskeläppä oikea"],
          labour: "Roiskeläppien asennus",
          hours: [0.3, 0.6],
          price: [60, 120],
        },
      ],
    },
  ],
  Sisävarusteet: [
    {
      name: "Matot",
      kinds: [
        {
          name: "Kumimattosarja",
          parts: ["Kumimatot edessä", "Kumimatot takana"],
          labour: "Mattojen toimitus",
          hours: [0, 0.2],
          price: [90, 160],
        },
        {
          name: "Tavaratilan matto",
          parts: ["Tavaratilan matto"],
          labour: "Maton toimitus",
          hours: [0, 0.2],
          price: [70, 140],
        },
      ],
    },
    {
      name: "Suojat",
      kinds: [
        {
          name: "Tavaratilan suojapeite",
          parts: ["Suojapeite", "Kiinnityshihnat"],
          labour: "Suojan asennus",
          hours: [0.2, 0.5],
          price: [110, 210],
        },
        {
          name: "Koiraverkko",
          parts: ["Turvaverkko", "Kiinnikkeet"],
          labour: "Verkon asennus",
          hours: [0.5, 1],
          price: [180, 320],
        },
      ],
    },
  ],
  "Pyörät ja renkaat": [
    {
      name: "Talvipyörät",
      kinds: [
        {
          name: "Nastarengaspaketti",
          parts: ["Nastarenkaat 4 kpl", "Alumiinivanteet 4 kpl", "Rengaspaineanturit 4 kpl"],
          labour: "Pyörien asennus ja tasapainotus",
          hours: [0.8, 1.2],
          price: [1200, 2400],
        },
        {
          name: "Kitkarengaspaketti",
          parts: ["Kitkarenkaat 4 kpl", "Alumiinivanteet 4 kpl", "Rengaspaineanturit 4 kpl"],
          labour: "Pyörien asennus ja tasapainotus",
          hours: [0.8, 1.2],
          price: [1100, 2300],
        },
      ],
    },
    {
      name: "Kesäpyörät",
      kinds: [
        {
          name: 'Kesäpyöräpaketti 18"',
          parts: ["Kesärenkaat 4 kpl", 'Alumiinivanteet 18" 4 kpl'],
          labour: "Pyörien asennus ja tasapainotus",
          hours: [0.8, 1.2],
          price: [1300, 2600],
        },
      ],
    },
  ],
  Elektroniikka: [
    {
      name: "Lämmittimet",
      kinds: [
        {
          name: "Moottorinlämmitin",
          parts: ["Lämmitinelementti", "Liitäntäjohto"],
          labour: "Lämmittimen asennus",
          hours: [1.5, 3],
          price: [180, 360],
        },
        {
          name: "Sisätilanlämmitin",
          parts: ["Sisätilanlämmitin 1400 W", "Asennussarja"],
          labour: "Lämmittimen asennus",
          hours: [1, 2],
          price: [150, 290],
        },
      ],
    },
    {
      name: "Kamerat",
      kinds: [
        {
          name: "Tallentava autokamera",
          parts: ["Autokamera", "Virtajohto"],
          labour: "Kameran asennus",
          hours: [0.5, 1.5],
          price: [190, 390],
        },
      ],
    },
  ],
  Lataus: [
    {
      name: "Latauskaapelit",
      kinds: [
        {
          name: "Latauskaapeli Tyyppi 2",
          parts: ["Latauskaapeli 7 m", "Säilytyslaukku"],
          labour: "Toimitus",
          hours: [0, 0.2],
          price: [190, 320],
        },
      ],
    },
    {
      name: "Kotilaturit",
      kinds: [
        {
          name: "Kotilaturi 11 kW",
          parts: ["Latausasema 11 kW", "Seinäteline"],
          labour: "Laturin asennus",
          hours: [3, 6],
          price: [890, 1400],
        },
      ],
    },
  ],
};

const statuses = ["Aktiivinen", "Aktiivinen", "Aktiivinen", "Tilaustuote", "Poistuva"];

const cents = (value: number) => Math.round(value * 100) / 100;
const between = (random: Random, [min, max]: readonly [number, number]) =>
  min + random.next() * (max - min);

function fitments(random: Random, kitIndex: number) {
  const count = random.int(1, 4);
  return Array.from({ length: count }, (_, index) => {
    const make = random.pick(fitmentBrands);
    const model = random.pick(catalogue[make]?.models ?? []);
    const year = random.int(Math.max(model?.from ?? 2016, 2016), 2026);
    return {
      externalId: `FIT-${kitIndex}-${index + 1}`,
      make,
      model: model?.name ?? make,
      modelYear: year,
      version: random.chance(0.5) ? random.pick(["Base", "Comfort", "Premium", "Sport"]) : null,
    };
  });
}

/** The demo kits, the same every run (seeded). */
export function generateKits(count = DEMO_KIT_COUNT, seed = "kits-carstore-fi"): Kit[] {
  const random = createRandom(seed);
  const leaves = Object.entries(categories).flatMap(([category, subs]) =>
    subs.flatMap((sub) => sub.kinds.map((kind) => ({ category, sub: sub.name, kind }))),
  );
  return Array.from({ length: count }, (_, index): Kit => {
    const leaf = leaves[index % leaves.length];
    if (!leaf) throw new Error("the kit catalogue has no categories");
    const { category, sub, kind } = leaf;
    const kitId = `KIT-${String(10000 + index * 7).padStart(6, "0")}`;
    const fits = fitments(random, index);
    const firstFit = fits[0];
    const partsTotal = between(random, kind.price);
    const partShares = kind.parts.map(() => 0.5 + random.next());
    const shareSum = partShares.reduce((sum, share) => sum + share, 0);
    const parts = kind.parts.map((partName, partIndex) => ({
      partName,
      partNumber: `${random.int(10, 99)}-${random.int(100000, 999999)}`,
      retailPrice: cents((partsTotal * (partShares[partIndex] ?? 1)) / shareSum),
    }));
    const hours = Math.round(between(random, kind.hours) * 10) / 10;
    return {
      action: "UPSERT",
      kitId,
      catalogueId: "CAT-FI-2026",
      kitCode: `${category.slice(0, 2).toUpperCase()}${sub.slice(0, 2).toUpperCase()}-${index + 1}`,
      name: firstFit ? `${kind.name} ${firstFit.make} ${firstFit.model}` : kind.name,
      description: `${kind.name}: ${kind.parts.join(", ").toLowerCase()}. Sopii ${fits
        .map((fit) => `${fit.make} ${fit.model} ${fit.modelYear}`)
        .join(", ")}.`,
      status: random.pick(statuses),
      // Most kits have no photos of their own: the page shows placeholders chosen by kitId.
      images: [],
      retailPrice: cents(parts.reduce((sum, part) => sum + part.retailPrice, 0)),
      currency: "EUR",
      kitCategory: category,
      kitSubCategory: sub,
      kitSubSubCategory: kind.name,
      parts,
      vehicleFitmentSpecifications: fits,
      labourSpecifications:
        hours > 0
          ? [
              {
                description: kind.labour,
                durationHours: hours,
                retailPrice: random.pick([89, 95, 99, 105]),
                labourCode: `LAB-${random.int(100, 999)}`,
                labourId: `L${index + 1}`,
              },
            ]
          : [],
    };
  });
}
