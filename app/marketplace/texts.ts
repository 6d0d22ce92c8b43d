import type {
  CarListTexts,
  SelectOption,
  CarSliderLabels,
  CompareBarLabels,
  CompareModalLabels,
} from "../../design-system";
import type { carFacetNames, carSortNames } from "../../api-adapters/search";
import type { Language } from "../../sites/manifest";
import type { CarViewTexts } from "./car-view";

/**
 * The marketplace's interface texts per site language (sv, nb, fi, sk, en; anything else gets
 * English). Authors override the car list's error and empty texts through the dictionary keys
 * below; everything else is ours.
 */
export const CAR_LIST_ERROR_KEY = "carListError";
export const NO_SEARCH_RESULTS_KEY = "noSearchResults";

type CarFacetName = (typeof carFacetNames)[number];
type CarSortName = (typeof carSortNames)[number];
type MarketplaceLanguage = Language;

export interface MarketplaceTexts {
  carList: CarListTexts & {
    facetTitles: Record<CarFacetName, string>;
    rangeUnits: Record<string, string>;
  };
  /** The car list's sort options; the first is the default (car_publishdate_desc). */
  sortOptions: SelectOption[];
  card: CarViewTexts;
  /** The compare toggle on each card. */
  compareLabel: string;
  compareBar: CompareBarLabels;
  compareModal: CompareModalLabels;
  carSlider: CarSliderLabels;
  teasers: {
    /** Names a car teaser's carousel when the teaser has no title. */
    carsRegion: string;
    /** Hidden before a dealer site's phone number. */
    sitePhone: string;
  };
  /**
   * The dealer site pages' translated path prefix: a site card links to `<prefix>/<site slug>`
   * (specs service-flows 2.3). The specs do not name the prefixes; these are ours.
   */
  siteDetailPath: string;
}

type LanguageTexts = Omit<MarketplaceTexts, "sortOptions" | "carList"> & {
  carList: Omit<MarketplaceTexts["carList"], "rangeUnits">;
  sortLabels: Record<CarSortName, string>;
  /** Units of the typed range inputs besides the price (whose unit is the site's currency). */
  units: { mileage: string; power: string };
  /** The currency the language's sites use, when the caller does not say. */
  defaultCurrency: string;
};

const sortOrder: readonly CarSortName[] = [
  "car_publishdate_desc",
  "car_price_asc",
  "car_price_desc",
  "car_mileage_asc",
  "car_year_desc",
];

const sv: LanguageTexts = {
  carList: {
    resultsHeading: "Sökresultat",
    filters: "Filter",
    showFilters: "Visa filter",
    hideFilters: "Dölj filter",
    pinFilters: "Fäst filtren vid skrollning",
    closeFilters: "Stäng",
    showResults: "Visa {total} bilar",
    facetSearch: "Sök {facet}",
    facetSearchEmpty: "Inga träffar",
    clearFacet: "Rensa {facet}",
    rangeMin: "{facet} från",
    rangeMax: "{facet} till",
    appliedFilters: "Valda filter",
    removeFilter: "Ta bort filter: {label}",
    clearAll: "Rensa alla",
    keyphraseLabel: "Sök bland bilarna",
    keyphraseChip: "”{keyphrase}”",
    keyphraseSubmit: "Sök",
    sortLabel: "Sortera efter",
    showing: "Visar {shown} av {total}",
    loadMore: "Visa fler",
    resultCount: "{total} bilar",
    loading: "Laddar bilar…",
    error: "Något gick fel när bilarna skulle hämtas. Försök igen om en stund.",
    empty: "Inga bilar matchar din sökning. Prova att ta bort några filter.",
    previousPrice: "Ordinarie pris",
    missingImage: "Bild saknas",
    factLabels: { year: "Årsmodell", mileage: "Miltal", fuel: "Drivmedel", gearbox: "Växellåda" },
    facetTitles: {
      "car_brand>car_model": "Märke och modell",
      car_body: "Kaross",
      car_fuel: "Drivmedel",
      car_gearbox: "Växellåda",
      car_drive: "Drivning",
      car_condition: "Skick",
      car_color: "Färg",
      car_site_city: "Ort",
      car_price: "Pris",
      car_mileage: "Miltal",
      car_power: "Effekt",
      car_year: "Årsmodell",
    },
  },
  sortLabels: {
    car_publishdate_desc: "Senast inkomna",
    car_price_asc: "Lägsta pris",
    car_price_desc: "Högsta pris",
    car_mileage_asc: "Lägsta miltal",
    car_year_desc: "Nyaste årsmodell",
  },
  units: { mileage: "mil", power: "hk" },
  defaultCurrency: "SEK",
  card: {
    vatNote: "exkl. moms",
    campaignLabel: "Kampanj",
    loanMonthly: "Billån {cost}/mån",
    privateLeasingMonthly: "Privatleasing {cost}/mån",
    imageAlt: "{title}",
    technical: {
      car_body: "Kaross",
      car_drive: "Drivning",
      car_color: "Färg",
      car_power: "Effekt (hk)",
      car_co2_emission: "Koldioxidutsläpp (g/km)",
      car_fuel_consumption: "Bränsleförbrukning (l/100 km)",
      car_wltp_range: "Räckvidd enligt WLTP (km)",
      car_battery_size: "Batterikapacitet (kWh)",
      car_seats: "Antal säten",
      car_doors: "Antal dörrar",
      car_cargo_volume: "Bagageutrymme (l)",
      car_weight: "Tjänstevikt (kg)",
      car_towing_capacity: "Max dragvikt (kg)",
    },
  },
  compareLabel: "Jämför",
  compareBar: {
    region: "Bilar att jämföra",
    compare: "Jämför ({count})",
    clear: "Rensa",
    remove: "Ta bort {title} från jämförelsen",
    added: "{title} har lagts till i jämförelsen, {count} av {max} bilar.",
    removed: "{title} har tagits bort från jämförelsen.",
    cleared: "Jämförelsen är tömd.",
    maxReached: "Du kan jämföra högst {max} bilar åt gången.",
  },
  compareModal: {
    title: "Jämför bilar",
    close: "Stäng",
    carsRegion: "Bilarna sida vid sida",
    viewCar: "Visa bil",
    remove: "Ta bort",
    removed: "{title} har tagits bort från jämförelsen.",
    equipment: "Utrustning",
    technical: "Teknisk data",
    loading: "Hämtar uppgifter …",
    fallback: "Utrustning och teknisk data kunde inte hämtas just nu.",
    noEquipment: "Ingen utrustning angiven.",
    missingValue: "–",
    previousPrice: "Ordinarie pris",
    missingImage: "Bild saknas",
    facts: { year: "Årsmodell", mileage: "Miltal", fuel: "Drivmedel", gearbox: "Växellåda" },
  },
  carSlider: {
    previous: "Föregående bilar",
    next: "Nästa bilar",
    slide: "{n} av {m}",
    previousPrice: "Ordinarie pris",
    missingImage: "Bild saknas",
  },
  teasers: { carsRegion: "Bilar", sitePhone: "Telefon" },
  siteDetailPath: "/anlaggningar",
};

const nb: LanguageTexts = {
  carList: {
    resultsHeading: "Søkeresultater",
    filters: "Filter",
    showFilters: "Vis filter",
    hideFilters: "Skjul filter",
    pinFilters: "Fest filtrene ved rulling",
    closeFilters: "Lukk",
    showResults: "Vis {total} biler",
    facetSearch: "Søk i {facet}",
    facetSearchEmpty: "Ingen treff",
    clearFacet: "Nullstill {facet}",
    rangeMin: "{facet} fra",
    rangeMax: "{facet} til",
    appliedFilters: "Valgte filtre",
    removeFilter: "Fjern filter: {label}",
    clearAll: "Nullstill alle",
    keyphraseLabel: "Søk blant bilene",
    keyphraseChip: "«{keyphrase}»",
    keyphraseSubmit: "Søk",
    sortLabel: "Sorter etter",
    showing: "Viser {shown} av {total}",
    loadMore: "Vis flere",
    resultCount: "{total} biler",
    loading: "Laster inn biler…",
    error: "Noe gikk galt da bilene skulle hentes. Prøv igjen om litt.",
    empty: "Ingen biler passer til søket ditt. Prøv å fjerne noen filtre.",
    previousPrice: "Ordinær pris",
    missingImage: "Bilde mangler",
    factLabels: {
      year: "Årsmodell",
      mileage: "Kjørelengde",
      fuel: "Drivstoff",
      gearbox: "Girkasse",
    },
    facetTitles: {
      "car_brand>car_model": "Merke og modell",
      car_body: "Karosseri",
      car_fuel: "Drivstoff",
      car_gearbox: "Girkasse",
      car_drive: "Hjuldrift",
      car_condition: "Tilstand",
      car_color: "Farge",
      car_site_city: "Sted",
      car_price: "Pris",
      car_mileage: "Kjørelengde",
      car_power: "Effekt",
      car_year: "Årsmodell",
    },
  },
  sortLabels: {
    car_publishdate_desc: "Sist innkommet",
    car_price_asc: "Lavest pris",
    car_price_desc: "Høyest pris",
    car_mileage_asc: "Lavest kjørelengde",
    car_year_desc: "Nyeste årsmodell",
  },
  units: { mileage: "mil", power: "hk" },
  defaultCurrency: "NOK",
  card: {
    vatNote: "eks. mva.",
    campaignLabel: "Kampanje",
    loanMonthly: "Billån {cost}/mnd",
    privateLeasingMonthly: "Privatleasing {cost}/mnd",
    imageAlt: "{title}",
    technical: {
      car_body: "Karosseri",
      car_drive: "Hjuldrift",
      car_color: "Farge",
      car_power: "Effekt (hk)",
      car_co2_emission: "CO₂-utslipp (g/km)",
      car_fuel_consumption: "Drivstofforbruk (l/100 km)",
      car_wltp_range: "Rekkevidde etter WLTP (km)",
      car_battery_size: "Batterikapasitet (kWh)",
      car_seats: "Antall seter",
      car_doors: "Antall dører",
      car_cargo_volume: "Bagasjerom (l)",
      car_weight: "Egenvekt (kg)",
      car_towing_capacity: "Maks tilhengervekt (kg)",
    },
  },
  compareLabel: "Sammenlign",
  compareBar: {
    region: "Biler å sammenligne",
    compare: "Sammenlign ({count})",
    clear: "Nullstill",
    remove: "Fjern {title} fra sammenligningen",
    added: "{title} er lagt til i sammenligningen, {count} av {max} biler.",
    removed: "{title} er fjernet fra sammenligningen.",
    cleared: "Sammenligningen er tømt.",
    maxReached: "Du kan sammenligne maks {max} biler om gangen.",
  },
  compareModal: {
    title: "Sammenlign biler",
    close: "Lukk",
    carsRegion: "Bilene side om side",
    viewCar: "Se bilen",
    remove: "Fjern",
    removed: "{title} er fjernet fra sammenligningen.",
    equipment: "Utstyr",
    technical: "Tekniske data",
    loading: "Henter opplysninger …",
    fallback: "Utstyr og tekniske data kunne ikke hentes akkurat nå.",
    noEquipment: "Utstyr er ikke oppgitt.",
    missingValue: "–",
    previousPrice: "Ordinær pris",
    missingImage: "Bilde mangler",
    facts: { year: "Årsmodell", mileage: "Kjørelengde", fuel: "Drivstoff", gearbox: "Girkasse" },
  },
  carSlider: {
    previous: "Forrige biler",
    next: "Neste biler",
    slide: "{n} av {m}",
    previousPrice: "Ordinær pris",
    missingImage: "Bilde mangler",
  },
  teasers: { carsRegion: "Biler", sitePhone: "Telefon" },
  siteDetailPath: "/finn-oss",
};

const fi: LanguageTexts = {
  carList: {
    resultsHeading: "Hakutulokset",
    filters: "Suodattimet",
    showFilters: "Näytä suodattimet",
    hideFilters: "Piilota suodattimet",
    pinFilters: "Pidä suodattimet näkyvissä vierittäessä",
    closeFilters: "Sulje",
    showResults: "Näytä {total} autoa",
    facetSearch: "Hae: {facet}",
    facetSearchEmpty: "Ei osumia",
    clearFacet: "Tyhjennä: {facet}",
    rangeMin: "{facet} alkaen",
    rangeMax: "{facet} enintään",
    appliedFilters: "Valitut suodattimet",
    removeFilter: "Poista suodatin: {label}",
    clearAll: "Tyhjennä kaikki",
    keyphraseLabel: "Hae autoista",
    keyphraseChip: "”{keyphrase}”",
    keyphraseSubmit: "Hae",
    sortLabel: "Järjestys",
    showing: "Näytetään {shown}/{total}",
    loadMore: "Näytä lisää",
    resultCount: "{total} autoa",
    loading: "Ladataan autoja…",
    error: "Autojen hakemisessa tapahtui virhe. Yritä hetken kuluttua uudelleen.",
    empty: "Hakuasi vastaavia autoja ei löytynyt. Kokeile poistaa joitakin suodattimia.",
    previousPrice: "Normaalihinta",
    missingImage: "Kuva puuttuu",
    factLabels: {
      year: "Vuosimalli",
      mileage: "Mittarilukema",
      fuel: "Käyttövoima",
      gearbox: "Vaihteisto",
    },
    facetTitles: {
      "car_brand>car_model": "Merkki ja malli",
      car_body: "Korityyppi",
      car_fuel: "Käyttövoima",
      car_gearbox: "Vaihteisto",
      car_drive: "Vetotapa",
      car_condition: "Kunto",
      car_color: "Väri",
      car_site_city: "Paikkakunta",
      car_price: "Hinta",
      car_mileage: "Mittarilukema",
      car_power: "Teho",
      car_year: "Vuosimalli",
    },
  },
  sortLabels: {
    car_publishdate_desc: "Uusimmat ilmoitukset",
    car_price_asc: "Halvin ensin",
    car_price_desc: "Kallein ensin",
    car_mileage_asc: "Vähiten ajetut",
    car_year_desc: "Uusin vuosimalli",
  },
  units: { mileage: "km", power: "hv" },
  defaultCurrency: "EUR",
  card: {
    vatNote: "alv 0 %",
    campaignLabel: "Kampanja",
    loanMonthly: "Rahoitus {cost}/kk",
    privateLeasingMonthly: "Yksityisleasing {cost}/kk",
    imageAlt: "{title}",
    technical: {
      car_body: "Korityyppi",
      car_drive: "Vetotapa",
      car_color: "Väri",
      car_power: "Teho (hv)",
      car_co2_emission: "CO₂-päästöt (g/km)",
      car_fuel_consumption: "Polttoaineenkulutus (l/100 km)",
      car_wltp_range: "WLTP-toimintamatka (km)",
      car_battery_size: "Akun kapasiteetti (kWh)",
      car_seats: "Istumapaikat",
      car_doors: "Ovien määrä",
      car_cargo_volume: "Tavaratila (l)",
      car_weight: "Omamassa (kg)",
      car_towing_capacity: "Suurin perävaunumassa (kg)",
    },
  },
  compareLabel: "Vertaa",
  compareBar: {
    region: "Vertailtavat autot",
    compare: "Vertaa ({count})",
    clear: "Tyhjennä",
    remove: "Poista {title} vertailusta",
    added: "{title} lisättiin vertailuun, {count}/{max} autoa.",
    removed: "{title} poistettiin vertailusta.",
    cleared: "Vertailu tyhjennettiin.",
    maxReached: "Voit vertailla enintään {max} autoa kerrallaan.",
  },
  compareModal: {
    title: "Vertaa autoja",
    close: "Sulje",
    carsRegion: "Autot rinnakkain",
    viewCar: "Katso auto",
    remove: "Poista",
    removed: "{title} poistettiin vertailusta.",
    equipment: "Varusteet",
    technical: "Tekniset tiedot",
    loading: "Haetaan tietoja…",
    fallback: "Varusteita ja teknisiä tietoja ei voitu hakea juuri nyt.",
    noEquipment: "Varusteita ei ole ilmoitettu.",
    missingValue: "–",
    previousPrice: "Normaalihinta",
    missingImage: "Kuva puuttuu",
    facts: {
      year: "Vuosimalli",
      mileage: "Mittarilukema",
      fuel: "Käyttövoima",
      gearbox: "Vaihteisto",
    },
  },
  carSlider: {
    previous: "Edelliset autot",
    next: "Seuraavat autot",
    slide: "{n}/{m}",
    previousPrice: "Normaalihinta",
    missingImage: "Kuva puuttuu",
  },
  teasers: { carsRegion: "Autot", sitePhone: "Puhelin" },
  siteDetailPath: "/loyda-meidat",
};

const sk: LanguageTexts = {
  carList: {
    resultsHeading: "Výsledky vyhľadávania",
    filters: "Filtre",
    showFilters: "Zobraziť filtre",
    hideFilters: "Skryť filtre",
    pinFilters: "Pripnúť filtre pri posúvaní",
    closeFilters: "Zavrieť",
    // Counts without a noun: Slovak plurals change with the number (1 auto, 2 autá, 5 áut).
    showResults: "Zobraziť výsledky ({total})",
    facetSearch: "Hľadať: {facet}",
    facetSearchEmpty: "Žiadne výsledky",
    clearFacet: "Vymazať: {facet}",
    rangeMin: "{facet} od",
    rangeMax: "{facet} do",
    appliedFilters: "Zvolené filtre",
    removeFilter: "Odstrániť filter: {label}",
    clearAll: "Vymazať všetko",
    keyphraseLabel: "Hľadať medzi vozidlami",
    keyphraseChip: "„{keyphrase}“",
    keyphraseSubmit: "Hľadať",
    sortLabel: "Zoradiť podľa",
    showing: "Zobrazené {shown} z {total}",
    loadMore: "Zobraziť ďalšie",
    resultCount: "Počet vozidiel: {total}",
    loading: "Načítavajú sa vozidlá…",
    error: "Pri načítaní vozidiel sa niečo pokazilo. Skúste to o chvíľu znova.",
    empty: "Vášmu vyhľadávaniu nezodpovedajú žiadne vozidlá. Skúste odstrániť niektoré filtre.",
    previousPrice: "Pôvodná cena",
    missingImage: "Obrázok chýba",
    factLabels: { year: "Rok výroby", mileage: "Najazdené", fuel: "Palivo", gearbox: "Prevodovka" },
    facetTitles: {
      "car_brand>car_model": "Značka a model",
      car_body: "Karoséria",
      car_fuel: "Palivo",
      car_gearbox: "Prevodovka",
      car_drive: "Pohon",
      car_condition: "Stav",
      car_color: "Farba",
      car_site_city: "Mesto",
      car_price: "Cena",
      car_mileage: "Najazdené",
      car_power: "Výkon",
      car_year: "Rok výroby",
    },
  },
  sortLabels: {
    car_publishdate_desc: "Najnovšie pridané",
    car_price_asc: "Najnižšia cena",
    car_price_desc: "Najvyššia cena",
    car_mileage_asc: "Najmenej najazdené",
    car_year_desc: "Najnovší rok výroby",
  },
  units: { mileage: "km", power: "k" },
  defaultCurrency: "EUR",
  card: {
    vatNote: "bez DPH",
    campaignLabel: "Akcia",
    loanMonthly: "Úver {cost}/mes.",
    privateLeasingMonthly: "Operatívny lízing {cost}/mes.",
    imageAlt: "{title}",
    technical: {
      car_body: "Karoséria",
      car_drive: "Pohon",
      car_color: "Farba",
      car_power: "Výkon (k)",
      car_co2_emission: "Emisie CO₂ (g/km)",
      car_fuel_consumption: "Spotreba paliva (l/100 km)",
      car_wltp_range: "Dojazd podľa WLTP (km)",
      car_battery_size: "Kapacita batérie (kWh)",
      car_seats: "Počet miest na sedenie",
      car_doors: "Počet dverí",
      car_cargo_volume: "Batožinový priestor (l)",
      car_weight: "Pohotovostná hmotnosť (kg)",
      car_towing_capacity: "Hmotnosť brzdeného prívesu (kg)",
    },
  },
  compareLabel: "Porovnať",
  compareBar: {
    region: "Vozidlá na porovnanie",
    compare: "Porovnať ({count})",
    clear: "Vymazať",
    remove: "Odstrániť {title} z porovnania",
    added: "Vozidlo {title} bolo pridané do porovnania, {count} z {max}.",
    removed: "Vozidlo {title} bolo odstránené z porovnania.",
    cleared: "Porovnanie je prázdne.",
    maxReached: "Naraz môžete porovnať najviac {max} vozidlá.",
  },
  compareModal: {
    title: "Porovnanie vozidiel",
    close: "Zavrieť",
    carsRegion: "Vozidlá vedľa seba",
    viewCar: "Zobraziť vozidlo",
    remove: "Odstrániť",
    removed: "Vozidlo {title} bolo odstránené z porovnania.",
    equipment: "Výbava",
    technical: "Technické údaje",
    loading: "Načítavajú sa údaje…",
    fallback: "Výbavu a technické údaje sa teraz nepodarilo načítať.",
    noEquipment: "Výbava nie je uvedená.",
    missingValue: "–",
    previousPrice: "Pôvodná cena",
    missingImage: "Obrázok chýba",
    facts: { year: "Rok výroby", mileage: "Najazdené", fuel: "Palivo", gearbox: "Prevodovka" },
  },
  carSlider: {
    previous: "Predchádzajúce vozidlá",
    next: "Ďalšie vozidlá",
    slide: "{n} z {m}",
    previousPrice: "Pôvodná cena",
    missingImage: "Obrázok chýba",
  },
  teasers: { carsRegion: "Vozidlá", sitePhone: "Telefón" },
  siteDetailPath: "/kontakty",
};

const en: LanguageTexts = {
  carList: {
    resultsHeading: "Search results",
    filters: "Filters",
    showFilters: "Show filters",
    hideFilters: "Hide filters",
    pinFilters: "Keep the filters in view while scrolling",
    closeFilters: "Close",
    showResults: "Show {total} cars",
    facetSearch: "Search {facet}",
    facetSearchEmpty: "No matches",
    clearFacet: "Clear {facet}",
    rangeMin: "{facet} from",
    rangeMax: "{facet} to",
    appliedFilters: "Selected filters",
    removeFilter: "Remove filter: {label}",
    clearAll: "Clear all",
    keyphraseLabel: "Search cars",
    keyphraseChip: "“{keyphrase}”",
    keyphraseSubmit: "Search",
    sortLabel: "Sort by",
    showing: "Showing {shown} of {total}",
    loadMore: "Show more",
    resultCount: "{total} cars",
    loading: "Loading cars…",
    error: "Something went wrong while loading the cars. Please try again in a moment.",
    empty: "No cars match your search. Try removing some filters.",
    previousPrice: "Was",
    missingImage: "No image available",
    factLabels: { year: "Year", mileage: "Mileage", fuel: "Fuel", gearbox: "Gearbox" },
    facetTitles: {
      "car_brand>car_model": "Make and model",
      car_body: "Body type",
      car_fuel: "Fuel type",
      car_gearbox: "Gearbox",
      car_drive: "Drive",
      car_condition: "Condition",
      car_color: "Colour",
      car_site_city: "Location",
      car_price: "Price",
      car_mileage: "Mileage",
      car_power: "Power",
      car_year: "Year",
    },
  },
  sortLabels: {
    car_publishdate_desc: "Newest listings",
    car_price_asc: "Lowest price",
    car_price_desc: "Highest price",
    car_mileage_asc: "Lowest mileage",
    car_year_desc: "Newest first",
  },
  units: { mileage: "miles", power: "hp" },
  defaultCurrency: "GBP",
  card: {
    vatNote: "ex. VAT",
    campaignLabel: "Offer",
    loanMonthly: "Finance from {cost} per month",
    privateLeasingMonthly: "Personal lease from {cost} per month",
    imageAlt: "{title}",
    technical: {
      car_body: "Body type",
      car_drive: "Drive",
      car_color: "Colour",
      car_power: "Power (hp)",
      car_co2_emission: "CO₂ emissions (g/km)",
      car_fuel_consumption: "Fuel consumption (l/100 km)",
      car_wltp_range: "WLTP range (km)",
      car_battery_size: "Battery capacity (kWh)",
      car_seats: "Seats",
      car_doors: "Doors",
      car_cargo_volume: "Boot space (l)",
      car_weight: "Kerb weight (kg)",
      car_towing_capacity: "Towing capacity (kg)",
    },
  },
  compareLabel: "Compare",
  compareBar: {
    region: "Cars to compare",
    compare: "Compare ({count})",
    clear: "Clear",
    remove: "Remove {title} from the comparison",
    added: "{title} added to the comparison, {count} of {max} cars.",
    removed: "{title} removed from the comparison.",
    cleared: "The comparison is empty.",
    maxReached: "You can compare up to {max} cars at a time.",
  },
  compareModal: {
    title: "Compare cars",
    close: "Close",
    carsRegion: "The cars side by side",
    viewCar: "View car",
    remove: "Remove",
    removed: "{title} removed from the comparison.",
    equipment: "Equipment",
    technical: "Specification",
    loading: "Loading details…",
    fallback: "The equipment and specification could not be loaded right now.",
    noEquipment: "No equipment listed.",
    missingValue: "–",
    previousPrice: "Was",
    missingImage: "No image available",
    facts: { year: "Year", mileage: "Mileage", fuel: "Fuel type", gearbox: "Gearbox" },
  },
  carSlider: {
    previous: "Previous cars",
    next: "Next cars",
    slide: "{n} of {m}",
    previousPrice: "Was",
    missingImage: "No image available",
  },
  teasers: { carsRegion: "Cars", sitePhone: "Phone" },
  siteDetailPath: "/find-us",
};

const byLanguage: Record<MarketplaceLanguage, LanguageTexts> = { sv, nb, fi, sk, en };

export const marketplaceLanguages = Object.keys(byLanguage) as MarketplaceLanguage[];

/** The language's texts; the primary subtag decides ("en-GB" -> en), English by default. */
function languageTexts(language: string): LanguageTexts {
  const primary = language.toLowerCase().split("-")[0] ?? "en";
  return Object.hasOwn(byLanguage, primary) ? byLanguage[primary as MarketplaceLanguage] : en;
}

const currencySymbols: Record<string, string> = { SEK: "kr", NOK: "kr", EUR: "€", GBP: "£" };

/** The unit shown in price inputs: "kr", "€", "£"; Intl's narrow symbol for other currencies. */
export function currencyUnit(currency: string, language = "en"): string {
  const known = currencySymbols[currency.toUpperCase()];
  if (known) return known;
  try {
    const parts = new Intl.NumberFormat(language, {
      style: "currency",
      currency,
      currencyDisplay: "narrowSymbol",
    }).formatToParts(0);
    return parts.find((part) => part.type === "currency")?.value ?? currency;
  } catch {
    return currency;
  }
}

/**
 * The marketplace texts of a site language. The price unit follows the site's currency (SEK and
 * NOK "kr", EUR "€", GBP "£"); without one, the language's usual currency. The mileage unit
 * follows the market: Swedish and Norwegian 'mil' (10 km), English (UK) miles, otherwise km.
 */
export function marketplaceTexts(language: string, currency?: string): MarketplaceTexts {
  const { sortLabels, units, defaultCurrency, carList, ...rest } = languageTexts(language);
  return {
    ...rest,
    carList: {
      ...carList,
      rangeUnits: {
        car_price: currencyUnit(currency ?? defaultCurrency, language),
        car_mileage: units.mileage,
        car_power: units.power,
      },
    },
    sortOptions: sortOrder.map((value) => ({ value, label: sortLabels[value] })),
  };
}
