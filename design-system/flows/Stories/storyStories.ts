import { demoPhoto } from "../../primitives/Image/storyImages";
import type { StoryCardData, StoryTagOption } from "./types";

/** Demo data for the stories components' stories and tests (what the app's mapping produces). */

const titles = [
  "Premiärkväll för nya Volvo EX90",
  "Vinterkampanj på begagnade bilar",
  "Boka däckbytet i god tid",
  "Ny anläggning öppnar i Uppsala",
  "Laddbox hemma utan krångel",
  "Porsche-träff på Mantorp",
  "Lägre ränta på elbilar från BMW",
  "Service och besiktning vid samma besök",
];

const dates = [
  ["2026-11-20", "20 november 2026"],
  ["2026-11-12", "12 november 2026"],
  ["2026-10-30", "30 oktober 2026"],
  ["2026-10-16", "16 oktober 2026"],
  ["2026-10-01", "1 oktober 2026"],
  ["2026-09-14", "14 september 2026"],
  ["2026-08-27", "27 augusti 2026"],
  ["2026-08-06", "6 augusti 2026"],
] as const;

export function storyCards(count: number): StoryCardData[] {
  return titles.slice(0, count).map((title, index) => ({
    id: `story-${index + 1}`,
    href: `/livet-med-bil/nyhet-${index + 1}`,
    title,
    premble:
      "Välkommen till våra anläggningar: provkör, fråga våra specialister och ta del av erbjudandena.",
    date: { iso: `${dates[index]?.[0] ?? "2026-01-01"}T12:00:00Z`, text: dates[index]?.[1] ?? "" },
    image: {
      src: demoPhoto({ label: `Nyhet ${index + 1}`, variant: index }),
      alt: title,
      width: 1600,
      height: 900,
    },
  }));
}

export function storyTags(selected: readonly string[] = []): StoryTagOption[] {
  return [
    ["elbil", "Elbil"],
    ["evenemang", "Evenemang"],
    ["erbjudanden", "Erbjudanden"],
    ["verkstad", "Service och verkstad"],
    ["foretaget", "Företaget"],
  ].map(([key = "", label = ""]) => ({ key, label, selected: selected.includes(key) }));
}
