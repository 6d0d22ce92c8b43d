import type { Language, SiteId } from "../../../sites/manifest";
import type { Body, Fuel } from "./catalogue";

/** What each demo market's index holds, in the site's own language (facet values included). */
export type { Language };
export type Colour = "black" | "white" | "grey" | "silver" | "blue" | "red" | "green" | "brown";
export type DepartmentGroup = "New cars" | "Used cars" | "Parts" | "Workshop" | "Body work";

export const colourHex: Record<Colour, string> = {
  black: "#1d1e20",
  white: "#eceff1",
  grey: "#6f767c",
  silver: "#b9bfc4",
  blue: "#1f4e8c",
  red: "#a3201f",
  green: "#2f5d3f",
  brown: "#6b4a2f",
};

export interface Vocabulary {
  body: Record<Body, string>;
  fuel: Record<Fuel, string>;
  gearbox: { automatic: string; manual: string };
  drive: { awd: string; front: string; rear: string };
  colour: Record<Colour, string>;
  condition: { used: string; new: string };
  priceTitle: string;
  campaign: string;
  perMonth: string;
  monthsShort: string;
  loanTitle: string;
  privateLeasing: string;
  companyLeasing: string;
  closed: string;
  /** A holiday closure's title (vacationtitle). */
  holiday: string;
  departments: Record<DepartmentGroup, string>;
  salesTitle: string;
  serviceTitle: string;
  description: (car: {
    brand: string;
    model: string;
    variant: string;
    year: number;
    mileage: string;
    dealer: string;
  }) => string;
  loanDisclaimer: string;
  leasingDisclaimer: string;
}

export const vocabularies: Record<Language, Vocabulary> = {
  sv: {
    body: {
      suv: "SUV",
      estate: "Kombi",
      sedan: "Sedan",
      hatch: "Halvkombi",
      convertible: "Cab",
      coupe: "Coupé",
      van: "Transportbil",
      pickup: "Pickup",
    },
    fuel: {
      petrol: "Bensin",
      diesel: "Diesel",
      electric: "El",
      hybrid: "Hybrid",
      phev: "Laddhybrid",
    },
    gearbox: { automatic: "Automat", manual: "Manuell" },
    drive: { awd: "Fyrhjulsdrift", front: "Framhjulsdrift", rear: "Bakhjulsdrift" },
    colour: {
      black: "Svart",
      white: "Vit",
      grey: "Grå",
      silver: "Silver",
      blue: "Blå",
      red: "Röd",
      green: "Grön",
      brown: "Brun",
    },
    condition: { used: "Begagnad", new: "Ny" },
    priceTitle: "Pris",
    campaign: "Kampanj",
    perMonth: "kr/mån",
    monthsShort: "mån",
    loanTitle: "Billån",
    privateLeasing: "Privatleasing",
    companyLeasing: "Företagsleasing",
    closed: "Stängt",
    holiday: "Semesterstängt",
    departments: {
      "New cars": "Nybilsförsäljning",
      "Used cars": "Begagnatförsäljning",
      Parts: "Reservdelar",
      Workshop: "Verkstad",
      "Body work": "Skadeverkstad",
    },
    salesTitle: "Bilförsäljare",
    serviceTitle: "Servicetekniker",
    description: (c) =>
      `Välkommen till ${c.dealer}! Nu säljer vi en välvårdad ${c.brand} ${c.model} ${c.variant} från ${c.year} som har gått ${c.mileage}.\n\nBilen är servad enligt serviceprogram och levereras nytvättad. Vi hjälper gärna till med finansiering, inbyte och försäkring. Välkommen att boka en provkörning!`,
    loanDisclaimer:
      "Räntan är rörlig. Effektiv ränta beräknas på avbetalningstiden. Kreditprövning sker.",
    leasingDisclaimer:
      "Priset gäller vid 36 månaders avtal. Övermil debiteras. Kreditprövning sker.",
  },
  nb: {
    body: {
      suv: "SUV",
      estate: "Stasjonsvogn",
      sedan: "Sedan",
      hatch: "Kombi 5-dørs",
      convertible: "Cabriolet",
      coupe: "Coupé",
      van: "Varebil",
      pickup: "Pickup",
    },
    fuel: {
      petrol: "Bensin",
      diesel: "Diesel",
      electric: "Elektrisitet",
      hybrid: "Hybrid",
      phev: "Ladbar hybrid",
    },
    gearbox: { automatic: "Automat", manual: "Manuell" },
    drive: { awd: "Firehjulsdrift", front: "Forhjulsdrift", rear: "Bakhjulsdrift" },
    colour: {
      black: "Svart",
      white: "Hvit",
      grey: "Grå",
      silver: "Sølv",
      blue: "Blå",
      red: "Rød",
      green: "Grønn",
      brown: "Brun",
    },
    condition: { used: "Brukt", new: "Ny" },
    priceTitle: "Pris",
    campaign: "Kampanje",
    perMonth: "kr/mnd",
    monthsShort: "mnd",
    loanTitle: "Billån",
    privateLeasing: "Privatleasing",
    companyLeasing: "Bedriftsleasing",
    closed: "Stengt",
    holiday: "Feriestengt",
    departments: {
      "New cars": "Nybilsalg",
      "Used cars": "Bruktbilsalg",
      Parts: "Deler",
      Workshop: "Verksted",
      "Body work": "Skadeverksted",
    },
    salesTitle: "Bilselger",
    serviceTitle: "Servicerådgiver",
    description: (c) =>
      `Velkommen til ${c.dealer}! Vi selger nå en velholdt ${c.brand} ${c.model} ${c.variant} fra ${c.year} som har gått ${c.mileage}.\n\nBilen er service-fulgt og leveres nyvasket med EU-kontroll. Vi hjelper gjerne med finansiering, innbytte og forsikring. Bestill en prøvekjøring i dag!`,
    loanDisclaimer:
      "Nominell rente er flytende. Effektiv rente avhenger av nedbetalingstid. Lånet forutsetter kredittvurdering.",
    leasingDisclaimer:
      "Prisen gjelder 36 måneders avtale. Overkjørte kilometer faktureres. Kredittvurdering kreves.",
  },
  en: {
    body: {
      suv: "SUV",
      estate: "Estate",
      sedan: "Saloon",
      hatch: "Hatchback",
      convertible: "Convertible",
      coupe: "Coupe",
      van: "Van",
      pickup: "Pickup",
    },
    fuel: {
      petrol: "Petrol",
      diesel: "Diesel",
      electric: "Electric",
      hybrid: "Hybrid",
      phev: "Plug-in hybrid",
    },
    gearbox: { automatic: "Automatic", manual: "Manual" },
    drive: { awd: "All-wheel drive", front: "Front-wheel drive", rear: "Rear-wheel drive" },
    colour: {
      black: "Black",
      white: "White",
      grey: "Grey",
      silver: "Silver",
      blue: "Blue",
      red: "Red",
      green: "Green",
      brown: "Brown",
    },
    condition: { used: "Used", new: "New" },
    priceTitle: "Price",
    campaign: "Offer",
    perMonth: "/month",
    monthsShort: "months",
    loanTitle: "Finance",
    privateLeasing: "Personal leasing",
    companyLeasing: "Business leasing",
    closed: "Closed",
    holiday: "Holiday closure",
    departments: {
      "New cars": "New Car Sales",
      "Used cars": "Used Car Sales",
      Parts: "Parts",
      Workshop: "Workshop",
      "Body work": "Body Shop",
    },
    salesTitle: "Sales Executive",
    serviceTitle: "Service Advisor",
    description: (c) =>
      `Welcome to ${c.dealer}. This ${c.year} ${c.brand} ${c.model} ${c.variant} has covered ${c.mileage} and comes with a full service history.\n\nEvery car is HPI checked, prepared in our own workshop and supplied with a fresh MOT where due. Part exchange welcome; ask us about finance options.`,
    loanDisclaimer: "Finance subject to status. Terms and conditions apply.",
    leasingDisclaimer: "Subject to status and mileage limits. Excess mileage charges apply.",
  },
  fi: {
    body: {
      suv: "Maastoauto",
      estate: "Farmari",
      sedan: "Sedan",
      hatch: "Viistoperä",
      convertible: "Avoauto",
      coupe: "Coupé",
      van: "Pakettiauto",
      pickup: "Avolava",
    },
    fuel: {
      petrol: "Bensiini",
      diesel: "Diesel",
      electric: "Sähkö",
      hybrid: "Hybridi",
      phev: "Lataushybridi",
    },
    gearbox: { automatic: "Automaatti", manual: "Manuaali" },
    drive: { awd: "Neliveto", front: "Etuveto", rear: "Takaveto" },
    colour: {
      black: "Musta",
      white: "Valkoinen",
      grey: "Harmaa",
      silver: "Hopea",
      blue: "Sininen",
      red: "Punainen",
      green: "Vihreä",
      brown: "Ruskea",
    },
    condition: { used: "Käytetty", new: "Uusi" },
    priceTitle: "Hinta",
    campaign: "Kampanja",
    perMonth: "€/kk",
    monthsShort: "kk",
    loanTitle: "Rahoitus",
    privateLeasing: "Yksityisleasing",
    companyLeasing: "Yritysleasing",
    closed: "Suljettu",
    holiday: "Lomakiinni",
    departments: {
      "New cars": "Uudet autot",
      "Used cars": "Vaihtoautot",
      Parts: "Varaosat",
      Workshop: "Korjaamo",
      "Body work": "Korikorjaamo",
    },
    salesTitle: "Myyjä",
    serviceTitle: "Huoltoneuvoja",
    description: (c) =>
      `Tervetuloa ${c.dealer} -liikkeeseen! Myynnissä hyväkuntoinen ${c.brand} ${c.model} ${c.variant} vuodelta ${c.year}, ajettu ${c.mileage}.\n\nAuto on huollettu ohjelman mukaisesti ja tarkastettu korjaamossamme. Vaihtoauto käy maksuksi, rahoitus järjestyy nopeasti. Tervetuloa koeajolle!`,
    loanDisclaimer:
      "Rahoitus luottopäätöksen mukaan. Todellinen vuosikorko riippuu sopimuksen pituudesta.",
    leasingDisclaimer: "Hinta 36 kuukauden sopimuksella. Ylittävät kilometrit laskutetaan.",
  },
  sk: {
    body: {
      suv: "SUV",
      estate: "Kombi",
      sedan: "Sedan",
      hatch: "Hatchback",
      convertible: "Kabriolet",
      coupe: "Kupé",
      van: "Dodávka",
      pickup: "Pick-up",
    },
    fuel: {
      petrol: "Benzín",
      diesel: "Diesel",
      electric: "Elektro",
      hybrid: "Hybrid",
      phev: "Plug-in hybrid",
    },
    gearbox: { automatic: "Automatická", manual: "Manuálna" },
    drive: { awd: "4x4", front: "Predný náhon", rear: "Zadný náhon" },
    colour: {
      black: "Čierna",
      white: "Biela",
      grey: "Sivá",
      silver: "Strieborná",
      blue: "Modrá",
      red: "Červená",
      green: "Zelená",
      brown: "Hnedá",
    },
    condition: { used: "Jazdené", new: "Nové" },
    priceTitle: "Cena",
    campaign: "Akcia",
    perMonth: "€/mes.",
    monthsShort: "mes.",
    loanTitle: "Úver",
    privateLeasing: "Operatívny lízing",
    companyLeasing: "Firemný lízing",
    closed: "Zatvorené",
    holiday: "Dovolenka",
    departments: {
      "New cars": "Predaj nových vozidiel",
      "Used cars": "Predaj jazdených vozidiel",
      Parts: "Náhradné diely",
      Workshop: "Servis",
      "Body work": "Karosárske práce",
    },
    salesTitle: "Predajca",
    serviceTitle: "Servisný poradca",
    description: (c) =>
      `Vitajte v ${c.dealer}! Ponúkame udržiavané vozidlo ${c.brand} ${c.model} ${c.variant} z roku ${c.year} s nájazdom ${c.mileage}.\n\nVozidlo má servisnú históriu a prešlo kontrolou v našom servise. Ponúkame financovanie, výkup vášho vozidla a poistenie. Dohodnite si testovaciu jazdu!`,
    loanDisclaimer: "Úver podlieha schváleniu. RPMN závisí od dĺžky splácania.",
    leasingDisclaimer: "Cena pri zmluve na 36 mesiacov. Nadlimitné kilometre sa účtujú.",
  },
};

/** Equipment names, one row per item in sv, nb, en, fi, sk. */
export const equipment: readonly (readonly [string, string, string, string, string])[] = [
  [
    "Adaptiv farthållare",
    "Adaptiv cruisekontroll",
    "Adaptive cruise control",
    "Mukautuva vakionopeudensäädin",
    "Adaptívny tempomat",
  ],
  ["Backkamera", "Ryggekamera", "Reversing camera", "Peruutuskamera", "Cúvacia kamera"],
  ["360° kamera", "360° kamera", "360° camera", "360° kamera", "360° kamera"],
  [
    "Parkeringssensorer fram och bak",
    "Parkeringssensorer foran og bak",
    "Front and rear parking sensors",
    "Pysäköintitutka edessä ja takana",
    "Parkovacie senzory vpredu a vzadu",
  ],
  ["Navigation", "Navigasjon", "Satellite navigation", "Navigointijärjestelmä", "Navigácia"],
  ["Apple CarPlay", "Apple CarPlay", "Apple CarPlay", "Apple CarPlay", "Apple CarPlay"],
  ["Android Auto", "Android Auto", "Android Auto", "Android Auto", "Android Auto"],
  [
    "Stolsvärme fram",
    "Setevarme foran",
    "Heated front seats",
    "Etuistuinten lämmitys",
    "Vyhrievané predné sedadlá",
  ],
  [
    "Stolsvärme bak",
    "Setevarme bak",
    "Heated rear seats",
    "Takaistuinten lämmitys",
    "Vyhrievané zadné sedadlá",
  ],
  ["Rattvärme", "Rattvarme", "Heated steering wheel", "Ohjauspyörän lämmitys", "Vyhrievaný volant"],
  [
    "Elektriskt justerbar förarstol med minne",
    "Elektrisk førersete med minne",
    "Electric driver's seat with memory",
    "Sähkösäätöinen kuljettajan istuin muistilla",
    "Elektricky nastaviteľné sedadlo vodiča s pamäťou",
  ],
  ["Läderklädsel", "Skinnseter", "Leather upholstery", "Nahkaverhoilu", "Kožené čalúnenie"],
  [
    "Panoramaglastak",
    "Panoramatak",
    "Panoramic glass roof",
    "Panoraamalasikatto",
    "Panoramatická strecha",
  ],
  [
    "Dragkrok, elektriskt infällbar",
    "Elektrisk sammenleggbart tilhengerfeste",
    "Electric folding tow bar",
    "Sähkökäyttöinen vetokoukku",
    "Elektricky sklopné ťažné zariadenie",
  ],
  [
    "Tvåzons klimatanläggning",
    "Tosoners klimaanlegg",
    "Dual-zone climate control",
    "Kaksialueinen ilmastointi",
    "Dvojzónová klimatizácia",
  ],
  ["Värmepump", "Varmepumpe", "Heat pump", "Lämpöpumppu", "Tepelné čerpadlo"],
  ["Kupévärmare", "Kupévarmer", "Pre-conditioning", "Sisätilan esilämmitin", "Predohrev interiéru"],
  ["LED-strålkastare", "LED-hovedlys", "LED headlights", "LED-ajovalot", "LED svetlomety"],
  [
    "Matrix LED-strålkastare",
    "Matrix LED-lys",
    "Matrix LED headlights",
    "Matrix LED -ajovalot",
    "Matrix LED svetlomety",
  ],
  ["Head-up display", "Head-up display", "Head-up display", "Tuulilasinäyttö", "Head-up displej"],
  [
    "Digital instrumentpanel",
    "Digitalt instrumentpanel",
    "Digital instrument cluster",
    "Digitaalinen mittaristo",
    "Digitálny prístrojový panel",
  ],
  [
    "Nyckelfritt lås- och startsystem",
    "Nøkkelfri låsing og start",
    "Keyless entry and start",
    "Avaimeton lukitus ja käynnistys",
    "Bezkľúčové odomykanie a štartovanie",
  ],
  [
    "Elektrisk baklucka",
    "Elektrisk bakluke",
    "Power tailgate",
    "Sähkötoiminen takaluukku",
    "Elektrické otváranie kufra",
  ],
  [
    "Filhållningsassistent",
    "Filholdeassistent",
    "Lane keeping assist",
    "Kaistavahti",
    "Asistent udržiavania v jazdnom pruhu",
  ],
  [
    "Dödvinkelvarnare",
    "Blindsonevarsler",
    "Blind spot monitoring",
    "Kuolleen kulman varoitin",
    "Monitorovanie mŕtveho uhla",
  ],
  [
    "Trafikskyltsigenkänning",
    "Trafikkskiltgjenkjenning",
    "Traffic sign recognition",
    "Liikennemerkkien tunnistus",
    "Rozpoznávanie dopravných značiek",
  ],
  [
    "Trådlös laddning för mobil",
    "Trådløs lading for mobil",
    "Wireless phone charging",
    "Langaton puhelimen lataus",
    "Bezdrôtové nabíjanie telefónu",
  ],
  [
    "Premium ljudsystem",
    "Premium lydanlegg",
    "Premium sound system",
    "Premium-äänentoisto",
    "Prémiový audiosystém",
  ],
  [
    'Lättmetallfälgar 19"',
    'Lettmetallfelger 19"',
    '19" alloy wheels',
    '19" kevytmetallivanteet',
    '19" disky z ľahkých zliatin',
  ],
  [
    "Vinterhjul på fälg",
    "Vinterhjul på felg",
    "Winter wheels",
    "Talvirenkaat vanteineen",
    "Zimné kolesá",
  ],
  ["Takräcke", "Takrails", "Roof rails", "Kattokaiteet", "Strešné lišty"],
  [
    "Tonade rutor bak",
    "Mørke bakruter",
    "Privacy glass",
    "Tummennetut takalasit",
    "Tónované zadné sklá",
  ],
  ["Regnsensor", "Regnsensor", "Rain-sensing wipers", "Sadetunnistin", "Dažďový senzor"],
  [
    "Laddkabel typ 2",
    "Ladekabel type 2",
    "Type 2 charging cable",
    "Type 2 -latauskaapeli",
    "Nabíjací kábel typ 2",
  ],
];

export const languageColumn: Record<Language, 0 | 1 | 2 | 3 | 4> = {
  sv: 0,
  nb: 1,
  en: 2,
  fi: 3,
  sk: 4,
};

export interface City {
  city: string;
  region: string;
  street: string;
  zip: string;
  lat: number;
  lng: number;
}

export interface Market {
  site: SiteId;
  language: Language;
  locale: string;
  currency: "SEK" | "NOK" | "GBP" | "EUR";
  countryCode: string;
  carCount: number;
  /** Dealer groups sell new (some sample) cars as well; carstores sell used cars only. */
  sellsNew: boolean;
  brands: readonly string[];
  /** Mileage unit shown: 'mil' (10 km), 'miles' or 'km'. */
  mileageUnit: "mil" | "miles" | "km";
  /** EUR to local currency. */
  rate: number;
  vatPercent: number;
  /** Share of cars with fuel "electric" when the model has it (Norway is mostly electric). */
  electricBias: number;
  dealerName: string;
  emailDomain: string;
  phonePrefix: string;
  cities: readonly City[];
  firstNames: readonly string[];
  lastNames: readonly string[];
  /** Car loans, private and company leasing offered. */
  finance: { loanRate: number | null; startFee: number; invoiceFee: number; leasing: boolean };
}

const c = (
  city: string,
  region: string,
  street: string,
  zip: string,
  lat: number,
  lng: number,
): City => ({
  city,
  region,
  street,
  zip,
  lat,
  lng,
});

const swedishNames = {
  firstNames: [
    "Anna",
    "Erik",
    "Maria",
    "Johan",
    "Sara",
    "Lars",
    "Emma",
    "Karl",
    "Sofia",
    "Anders",
    "Linnéa",
    "Björn",
  ],
  lastNames: [
    "Andersson",
    "Johansson",
    "Karlsson",
    "Nilsson",
    "Eriksson",
    "Larsson",
    "Olsson",
    "Persson",
    "Öberg",
    "Åkesson",
  ],
};
const norwegianNames = {
  firstNames: [
    "Ingrid",
    "Ole",
    "Kari",
    "Lars",
    "Nora",
    "Henrik",
    "Marte",
    "Jonas",
    "Sigrid",
    "Håkon",
  ],
  lastNames: [
    "Hansen",
    "Johansen",
    "Olsen",
    "Larsen",
    "Andersen",
    "Berg",
    "Haugen",
    "Sæther",
    "Bjørnstad",
  ],
};

export const markets: readonly Market[] = [
  {
    site: "automotive-se",
    language: "sv",
    locale: "sv-SE",
    currency: "SEK",
    countryCode: "SE",
    carCount: 160,
    sellsNew: true,
    brands: [
      "Volvo",
      "Kia",
      "BMW",
      "MINI",
      "Porsche",
      "Ford",
      "Renault",
      "Dacia",
      "Mercedes-Benz",
      "Toyota",
      "Polestar",
      "IVECO",
    ],
    mileageUnit: "mil",
    rate: 11.5,
    vatPercent: 25,
    electricBias: 0.3,
    dealerName: "Automotive",
    emailDomain: "automotive.se",
    phonePrefix: "+46 10",
    cities: [
      c("Stockholm", "Stockholm", "Geometrivägen 2", "141 75", 59.2706, 17.917),
      c("Göteborg", "Västra Götaland", "Mölndalsvägen 77", "412 63", 57.6855, 11.9905),
      c("Malmö", "Skåne", "Stenyxegatan 8", "213 76", 55.584, 13.056),
      c("Uppsala", "Uppsala", "Bolandsgatan 10", "753 23", 59.8466, 17.6822),
      c("Västerås", "Västmanland", "Hallsta gårdsgata 5", "721 31", 59.627, 16.582),
      c("Örebro", "Örebro", "Bettorpsgatan 2", "703 69", 59.29, 15.189),
      c("Jönköping", "Jönköping", "Hisingsgatan 5", "553 03", 57.764, 14.185),
      c("Solna", "Stockholm", "Frösundaleden 2", "169 75", 59.3666, 18.008),
    ],
    ...swedishNames,
    finance: { loanRate: 5.95, startFee: 595, invoiceFee: 59, leasing: true },
  },
  {
    site: "retail-uk",
    language: "en",
    locale: "en-GB",
    currency: "GBP",
    countryCode: "GB",
    carCount: 120,
    sellsNew: true,
    brands: [
      "BMW",
      "MINI",
      "Ford",
      "Kia",
      "Toyota",
      "Jaguar",
      "Land Rover",
      "Volvo",
      "Mercedes-Benz",
    ],
    mileageUnit: "miles",
    rate: 0.85,
    vatPercent: 20,
    electricBias: 0.2,
    dealerName: "Forecourt",
    emailDomain: "forecourt.co.uk",
    phonePrefix: "+44 20",
    cities: [
      c("London", "Greater London", "120 Park Royal Road", "NW10 7LQ", 51.529, -0.278),
      c("Manchester", "Greater Manchester", "300 Chester Road", "M16 9HB", 53.462, -2.272),
      c("Birmingham", "West Midlands", "450 Tyburn Road", "B24 9NE", 52.516, -1.83),
      c("Leeds", "West Yorkshire", "200 Kirkstall Road", "LS4 2AS", 53.804, -1.585),
      c("Bristol", "Bristol", "12 Cribbs Causeway", "BS10 7TL", 51.523, -2.596),
      c("Glasgow", "Scotland", "80 Hillington Road", "G52 4NN", 55.855, -4.356),
    ],
    firstNames: [
      "James",
      "Olivia",
      "Harry",
      "Amelia",
      "George",
      "Isla",
      "Jack",
      "Emily",
      "Priya",
      "Mohammed",
    ],
    lastNames: [
      "Smith",
      "Jones",
      "Taylor",
      "Brown",
      "Williams",
      "Wilson",
      "Evans",
      "Walker",
      "Patel",
      "O'Connor",
    ],
    finance: { loanRate: null, startFee: 0, invoiceFee: 0, leasing: false },
  },
  {
    site: "automotive-no",
    language: "nb",
    locale: "nb-NO",
    currency: "NOK",
    countryCode: "NO",
    carCount: 80,
    sellsNew: true,
    brands: [
      "Volvo",
      "Kia",
      "BMW",
      "Ford",
      "Polestar",
      "Toyota",
      "Volkswagen",
      "Mercedes-Benz",
      "Renault",
    ],
    mileageUnit: "mil",
    rate: 11.7,
    vatPercent: 25,
    electricBias: 0.8,
    dealerName: "Automotive",
    emailDomain: "automotive.no",
    phonePrefix: "+47",
    cities: [
      c("Oslo", "Oslo", "Økernveien 145", "0580", 59.926, 10.805),
      c("Bergen", "Vestland", "Kokstadvegen 20", "5257", 60.295, 5.276),
      c("Trondheim", "Trøndelag", "Haakon VIIs gate 6", "7041", 63.433, 10.45),
      c("Stavanger", "Rogaland", "Forusbeen 25", "4033", 58.894, 5.729),
      c("Drammen", "Buskerud", "Kobbervikdalen 25", "3036", 59.755, 10.235),
    ],
    ...norwegianNames,
    finance: { loanRate: 6.9, startFee: 1490, invoiceFee: 75, leasing: true },
  },
  {
    site: "carstore-se",
    language: "sv",
    locale: "sv-SE",
    currency: "SEK",
    countryCode: "SE",
    carCount: 70,
    sellsNew: false,
    brands: [
      "Volvo",
      "Volkswagen",
      "Toyota",
      "Škoda",
      "Audi",
      "BMW",
      "Kia",
      "Hyundai",
      "Ford",
      "Tesla",
      "Mercedes-Benz",
      "Peugeot",
      "Renault",
      "Nissan",
    ],
    mileageUnit: "mil",
    rate: 11.5,
    vatPercent: 25,
    electricBias: 0.3,
    dealerName: "Carstore",
    emailDomain: "carstore.se",
    phonePrefix: "+46 8",
    cities: [
      c("Stockholm", "Stockholm", "Enköpingsvägen 24", "177 38", 59.414, 17.874),
      c("Göteborg", "Västra Götaland", "Backavägen 3", "422 46", 57.758, 11.993),
      c("Malmö", "Skåne", "Jägersrovägen 200", "212 37", 55.587, 13.068),
      c("Umeå", "Västerbotten", "Formvägen 8", "906 21", 63.813, 20.253),
    ],
    ...swedishNames,
    finance: { loanRate: 6.45, startFee: 595, invoiceFee: 59, leasing: false },
  },
  {
    site: "carstore-fi",
    language: "fi",
    locale: "fi-FI",
    currency: "EUR",
    countryCode: "FI",
    carCount: 70,
    sellsNew: false,
    brands: [
      "Toyota",
      "Škoda",
      "Volkswagen",
      "Volvo",
      "Kia",
      "Hyundai",
      "Audi",
      "BMW",
      "Mercedes-Benz",
      "Nissan",
      "Mazda",
      "Tesla",
      "Peugeot",
    ],
    mileageUnit: "km",
    rate: 1,
    vatPercent: 25.5,
    electricBias: 0.25,
    dealerName: "Carstore",
    emailDomain: "carstore.fi",
    phonePrefix: "+358 10",
    cities: [
      c("Helsinki", "Uusimaa", "Roihupellontie 3", "00880", 60.203, 25.069),
      c("Espoo", "Uusimaa", "Kauppamiehentie 1", "02150", 60.184, 24.827),
      c("Tampere", "Pirkanmaa", "Hatanpään valtatie 30", "33100", 61.48, 23.77),
      c("Turku", "Varsinais-Suomi", "Ratapihankatu 36", "20100", 60.456, 22.262),
      c("Oulu", "Pohjois-Pohjanmaa", "Kaarnatie 4", "90530", 65.033, 25.474),
    ],
    firstNames: [
      "Mikko",
      "Anna",
      "Juha",
      "Laura",
      "Timo",
      "Sanna",
      "Ville",
      "Elina",
      "Jääkko",
      "Päivi",
    ],
    lastNames: [
      "Korhonen",
      "Virtanen",
      "Mäkinen",
      "Nieminen",
      "Mäkelä",
      "Hämäläinen",
      "Laine",
      "Heikkinen",
    ],
    finance: { loanRate: 4.9, startFee: 250, invoiceFee: 9, leasing: false },
  },
  {
    site: "carstore-no",
    language: "nb",
    locale: "nb-NO",
    currency: "NOK",
    countryCode: "NO",
    carCount: 60,
    sellsNew: false,
    brands: [
      "Tesla",
      "Volkswagen",
      "Toyota",
      "Škoda",
      "Audi",
      "BMW",
      "Hyundai",
      "Kia",
      "Nissan",
      "Polestar",
      "Volvo",
      "Mercedes-Benz",
    ],
    mileageUnit: "mil",
    rate: 11.7,
    vatPercent: 25,
    electricBias: 0.8,
    dealerName: "Carstore",
    emailDomain: "carstore.no",
    phonePrefix: "+47",
    cities: [
      c("Oslo", "Oslo", "Alnaveien 8", "0667", 59.929, 10.852),
      c("Bergen", "Vestland", "Ytrebygdsvegen 215", "5251", 60.286, 5.259),
      c("Kristiansand", "Agder", "Barstølveien 24", "4636", 58.172, 8.064),
    ],
    ...norwegianNames,
    finance: { loanRate: 7.4, startFee: 1490, invoiceFee: 75, leasing: false },
  },
  {
    site: "carstore-sk",
    language: "sk",
    locale: "sk-SK",
    currency: "EUR",
    countryCode: "SK",
    carCount: 50,
    sellsNew: false,
    brands: [
      "Škoda",
      "Volkswagen",
      "Hyundai",
      "Kia",
      "Toyota",
      "Peugeot",
      "Citroën",
      "Renault",
      "Dacia",
      "Ford",
      "Opel",
      "BMW",
      "Audi",
    ],
    mileageUnit: "km",
    rate: 1,
    vatPercent: 23,
    electricBias: 0.1,
    dealerName: "Carstore",
    emailDomain: "carstore.sk",
    phonePrefix: "+421 2",
    cities: [
      c("Bratislava", "Bratislavský kraj", "Panónska cesta 7", "851 04", 48.119, 17.097),
      c("Košice", "Košický kraj", "Južná trieda 93", "040 01", 48.705, 21.265),
      c("Žilina", "Žilinský kraj", "Kamenná 6", "010 01", 49.212, 18.756),
    ],
    firstNames: [
      "Peter",
      "Jana",
      "Martin",
      "Lucia",
      "Tomáš",
      "Zuzana",
      "Marek",
      "Katarína",
      "Ľubomír",
    ],
    lastNames: ["Horváth", "Kováč", "Varga", "Tóth", "Nagy", "Baláž", "Szabó", "Molnár"],
    finance: { loanRate: 6.5, startFee: 100, invoiceFee: 5, leasing: false },
  },
];
