/*
 * Swedish towns with their real coordinates (town centres) and county: the service booking's
 * place search without a maps key (specs/service-flows.md §7: Sweden only, in Swedish), so the
 * demo works offline. `[name, county, lat, lng]`.
 */
export type SwedishPlaceSeed = readonly [name: string, county: string, lat: number, lng: number];

const seeds: readonly SwedishPlaceSeed[] = [
  ["Stockholm", "Stockholms län", 59.3293, 18.0686],
  ["Solna", "Stockholms län", 59.36, 18.0009],
  ["Nacka", "Stockholms län", 59.3105, 18.1637],
  ["Huddinge", "Stockholms län", 59.2371, 17.9814],
  ["Täby", "Stockholms län", 59.4439, 18.0687],
  ["Sollentuna", "Stockholms län", 59.428, 17.9509],
  ["Södertälje", "Stockholms län", 59.1955, 17.6253],
  ["Norrtälje", "Stockholms län", 59.758, 18.7049],
  ["Uppsala", "Uppsala län", 59.8586, 17.6389],
  ["Enköping", "Uppsala län", 59.6361, 17.0777],
  ["Eskilstuna", "Södermanlands län", 59.3666, 16.5077],
  ["Nyköping", "Södermanlands län", 58.753, 17.0079],
  ["Katrineholm", "Södermanlands län", 58.9959, 16.2072],
  ["Linköping", "Östergötlands län", 58.4108, 15.6214],
  ["Norrköping", "Östergötlands län", 58.5877, 16.1924],
  ["Motala", "Östergötlands län", 58.5372, 15.0365],
  ["Jönköping", "Jönköpings län", 57.7826, 14.1618],
  ["Värnamo", "Jönköpings län", 57.186, 14.04],
  ["Växjö", "Kronobergs län", 56.8777, 14.8091],
  ["Kalmar", "Kalmar län", 56.6634, 16.3568],
  ["Västervik", "Kalmar län", 57.7584, 16.6373],
  ["Visby", "Gotlands län", 57.6348, 18.2948],
  ["Karlskrona", "Blekinge län", 56.1612, 15.5869],
  ["Malmö", "Skåne län", 55.605, 13.0038],
  ["Lund", "Skåne län", 55.7047, 13.191],
  ["Helsingborg", "Skåne län", 56.0465, 12.6945],
  ["Kristianstad", "Skåne län", 56.0294, 14.1567],
  ["Landskrona", "Skåne län", 55.8708, 12.8302],
  ["Trelleborg", "Skåne län", 55.3751, 13.1569],
  ["Ängelholm", "Skåne län", 56.2428, 12.8622],
  ["Hässleholm", "Skåne län", 56.1589, 13.7668],
  ["Ystad", "Skåne län", 55.4295, 13.82],
  ["Halmstad", "Hallands län", 56.6745, 12.8578],
  ["Varberg", "Hallands län", 57.1056, 12.2508],
  ["Kungsbacka", "Hallands län", 57.4875, 12.0762],
  ["Göteborg", "Västra Götalands län", 57.7089, 11.9746],
  ["Mölndal", "Västra Götalands län", 57.6554, 12.0138],
  ["Partille", "Västra Götalands län", 57.7395, 12.1064],
  ["Lerum", "Västra Götalands län", 57.7705, 12.269],
  ["Alingsås", "Västra Götalands län", 57.93, 12.5334],
  ["Borås", "Västra Götalands län", 57.721, 12.9401],
  ["Trollhättan", "Västra Götalands län", 58.2837, 12.2886],
  ["Uddevalla", "Västra Götalands län", 58.3498, 11.9424],
  ["Strömstad", "Västra Götalands län", 58.9366, 11.1717],
  ["Skövde", "Västra Götalands län", 58.3903, 13.8461],
  ["Lidköping", "Västra Götalands län", 58.5052, 13.1577],
  ["Karlstad", "Värmlands län", 59.4022, 13.5115],
  ["Arvika", "Värmlands län", 59.6553, 12.5852],
  ["Örebro", "Örebro län", 59.2753, 15.2134],
  ["Karlskoga", "Örebro län", 59.3267, 14.5239],
  ["Västerås", "Västmanlands län", 59.6099, 16.5448],
  ["Falun", "Dalarnas län", 60.6065, 15.6355],
  ["Borlänge", "Dalarnas län", 60.4858, 15.4371],
  ["Ludvika", "Dalarnas län", 60.1496, 15.1878],
  ["Mora", "Dalarnas län", 61.007, 14.543],
  ["Sälen", "Dalarnas län", 61.159, 13.266],
  ["Gävle", "Gävleborgs län", 60.6749, 17.1413],
  ["Sandviken", "Gävleborgs län", 60.6216, 16.7755],
  ["Hudiksvall", "Gävleborgs län", 61.7289, 17.1036],
  ["Sundsvall", "Västernorrlands län", 62.3908, 17.3069],
  ["Härnösand", "Västernorrlands län", 62.6323, 17.9379],
  ["Örnsköldsvik", "Västernorrlands län", 63.2909, 18.7153],
  ["Östersund", "Jämtlands län", 63.1792, 14.6357],
  ["Åre", "Jämtlands län", 63.399, 13.0815],
  ["Umeå", "Västerbottens län", 63.8258, 20.263],
  ["Skellefteå", "Västerbottens län", 64.7507, 20.9528],
  ["Luleå", "Norrbottens län", 65.5848, 22.1547],
  ["Piteå", "Norrbottens län", 65.3172, 21.4794],
  ["Kalix", "Norrbottens län", 65.8538, 23.1437],
  ["Gällivare", "Norrbottens län", 67.1339, 20.6528],
  ["Kiruna", "Norrbottens län", 67.8558, 20.2253],
];

/** A town of the offline place list. */
export interface SwedishPlace {
  name: string;
  county: string;
  lat: number;
  lng: number;
}

export const swedishPlaces: readonly SwedishPlace[] = seeds.map(([name, county, lat, lng]) => ({
  name,
  county,
  lat,
  lng,
}));

/** Lower case without accents, so "goteborg" finds Göteborg and "ORE" finds Åre. */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();
}

/** Most suggestions one search gives. */
export const PLACE_SUGGESTIONS_MAX = 5;

/**
 * The towns a typed term suggests: names starting with it first, then names containing it,
 * each in Swedish alphabetical order; nothing for an empty term.
 */
export function searchSwedishPlaces(term: string, limit = PLACE_SUGGESTIONS_MAX): SwedishPlace[] {
  const wanted = foldForSearch(term);
  if (wanted === "") return [];
  const collator = new Intl.Collator("sv");
  const byName = (a: SwedishPlace, b: SwedishPlace) => collator.compare(a.name, b.name);
  const folded = swedishPlaces.map((place) => ({ place, name: foldForSearch(place.name) }));
  const starting = folded.filter(({ name }) => name.startsWith(wanted)).map(({ place }) => place);
  const containing = folded
    .filter(({ name }) => !name.startsWith(wanted) && name.includes(wanted))
    .map(({ place }) => place);
  return [...starting.sort(byName), ...containing.sort(byName)].slice(0, limit);
}
