import type { Language } from "../../../sites/manifest";

/** Brands and models the demo markets sell; prices are new prices in EUR, before trim. */
export type Fuel = "petrol" | "diesel" | "electric" | "hybrid" | "phev";
export type Body =
  "suv" | "estate" | "sedan" | "hatch" | "convertible" | "coupe" | "van" | "pickup";

export interface ModelSpec {
  name: string;
  /** The model's name where a market's language spells it otherwise ("3 Series" in English). */
  localNames?: Partial<Record<Language, string>>;
  body: Body;
  fuels: readonly Fuel[];
  basePrice: number;
  power: readonly [number, number];
  /** First model year. */
  from?: number;
  /** Light commercial vehicle: priced without VAT. */
  lcv?: boolean;
  seats?: number;
}

export interface BrandSpec {
  engines: Partial<Record<Fuel, readonly string[]>>;
  trims: readonly string[];
  /** Rear-wheel drive unless the engine name says all-wheel. */
  rearDriven?: boolean;
  vinPrefix: string;
  models: readonly ModelSpec[];
}

const m = (
  name: string,
  body: Body,
  fuels: readonly Fuel[],
  basePrice: number,
  power: readonly [number, number],
  extra: Partial<ModelSpec> = {},
): ModelSpec => ({ name, body, fuels, basePrice, power, ...extra });

export const catalogue: Record<string, BrandSpec> = {
  Volvo: {
    engines: {
      petrol: ["B3", "B4"],
      hybrid: ["B4", "B5 AWD"],
      diesel: ["D4 AWD", "D4"],
      phev: ["T6 AWD Recharge", "T8 AWD Recharge"],
      electric: ["Single Motor", "Twin Motor AWD"],
    },
    trims: ["Core", "Plus", "Plus Dark", "Plus Bright", "Ultimate", "Ultra"],
    vinPrefix: "YV1",
    models: [
      m("XC40", "suv", ["petrol", "hybrid", "electric"], 42000, [163, 408]),
      m("XC60", "suv", ["hybrid", "phev", "diesel"], 58000, [197, 455]),
      m("XC90", "suv", ["hybrid", "phev", "diesel"], 78000, [235, 455], { seats: 7 }),
      m("V60", "estate", ["hybrid", "phev", "diesel"], 50000, [197, 455]),
      m("V90", "estate", ["hybrid", "phev"], 62000, [250, 455]),
      m("S60", "sedan", ["hybrid", "phev"], 48000, [197, 455]),
      m("EX30", "suv", ["electric"], 38000, [272, 428], { from: 2024 }),
    ],
  },
  Kia: {
    engines: {
      petrol: ["1.0 T-GDi", "1.5 T-GDi"],
      hybrid: ["1.6 HEV", "1.6 T-GDi HEV"],
      phev: ["1.6 PHEV", "1.6 T-GDi PHEV AWD"],
      electric: ["64 kWh", "77 kWh AWD"],
    },
    trims: ["Action", "Advance", "Advance Plus", "GT-Line"],
    vinPrefix: "KNA",
    models: [
      m("Niro", "suv", ["hybrid", "phev", "electric"], 36000, [141, 204]),
      m("EV6", "suv", ["electric"], 52000, [229, 585], { from: 2021 }),
      m("EV9", "suv", ["electric"], 78000, [204, 385], { from: 2023, seats: 7 }),
      m("Sportage", "suv", ["hybrid", "phev", "petrol"], 38000, [150, 265]),
      m("Ceed", "hatch", ["petrol"], 26000, [100, 160]),
      m("Ceed SW", "estate", ["petrol", "phev"], 28000, [120, 141]),
      m("Picanto", "hatch", ["petrol"], 15000, [67, 100]),
    ],
  },
  BMW: {
    engines: {
      petrol: ["20i", "30i xDrive"],
      diesel: ["20d xDrive", "30d xDrive"],
      phev: ["30e xDrive", "50e xDrive"],
      electric: ["eDrive35", "xDrive40", "M50"],
    },
    trims: ["Sport Line", "M Sport", "M Sport Pro", "Luxury Line"],
    rearDriven: true,
    vinPrefix: "WBA",
    models: [
      m("X1", "suv", ["petrol", "diesel", "phev"], 45000, [136, 326]),
      m("X3", "suv", ["diesel", "phev", "petrol"], 60000, [190, 398]),
      m("X5", "suv", ["diesel", "phev"], 88000, [286, 490]),
      m("i4", "sedan", ["electric"], 58000, [286, 544], { from: 2021 }),
      m("iX", "suv", ["electric"], 95000, [326, 619], { from: 2021 }),
      m("iX1", "suv", ["electric"], 52000, [204, 313], { from: 2022 }),
      m("3-serie", "sedan", ["diesel", "phev", "petrol"], 48000, [156, 374], {
        localNames: { en: "3 Series", fi: "3-sarja", sk: "Rad 3" },
      }),
      m("5-serie Touring", "estate", ["diesel", "phev"], 68000, [197, 489], {
        localNames: { en: "5 Series Touring", fi: "5-sarja Touring", sk: "Rad 5 Touring" },
      }),
    ],
  },
  MINI: {
    engines: { petrol: ["C", "S", "JCW"], electric: ["E", "SE"], phev: ["SE ALL4"] },
    trims: ["Classic", "Favoured", "JCW Trim"],
    vinPrefix: "WMW",
    models: [
      m("Cooper", "hatch", ["petrol", "electric"], 30000, [136, 231]),
      m("Countryman", "suv", ["petrol", "phev", "electric"], 40000, [170, 313]),
      m("Clubman", "estate", ["petrol"], 34000, [136, 178]),
    ],
  },
  Porsche: {
    engines: {
      petrol: ["S", "GTS"],
      phev: ["E-Hybrid", "S E-Hybrid"],
      electric: ["4", "4S", "Turbo"],
    },
    trims: ["", "Sport Chrono", "Sport Design"],
    rearDriven: true,
    vinPrefix: "WP0",
    models: [
      m("Taycan", "sedan", ["electric"], 110000, [408, 761], { from: 2020 }),
      m("Macan", "suv", ["petrol", "electric"], 85000, [265, 639]),
      m("Cayenne", "suv", ["petrol", "phev"], 105000, [353, 739]),
      m("911", "coupe", ["petrol"], 135000, [385, 650], { seats: 4 }),
    ],
  },
  Ford: {
    engines: {
      petrol: ["1.0 EcoBoost", "1.5 EcoBoost"],
      hybrid: ["1.0 EcoBoost mHEV", "2.5 FHEV AWD"],
      phev: ["2.5 PHEV"],
      diesel: ["2.0 EcoBlue", "2.0 EcoBlue 4x4"],
      electric: ["Extended Range RWD", "Extended Range AWD"],
    },
    trims: ["Titanium", "ST-Line", "ST-Line X", "Active", "Trend", "Limited"],
    vinPrefix: "WF0",
    models: [
      m("Kuga", "suv", ["phev", "hybrid"], 40000, [150, 243]),
      m("Puma", "suv", ["hybrid", "petrol"], 28000, [125, 155]),
      m("Mustang Mach-E", "suv", ["electric"], 58000, [269, 487], { from: 2021 }),
      m("Explorer", "suv", ["electric"], 47000, [170, 340], { from: 2024 }),
      m("Focus", "hatch", ["petrol"], 27000, [100, 182]),
      m("Transit Custom", "van", ["diesel", "electric"], 42000, [110, 170], {
        lcv: true,
        seats: 3,
      }),
      m("Ranger", "pickup", ["diesel"], 45000, [170, 292], { seats: 5 }),
    ],
  },
  Renault: {
    engines: {
      petrol: ["TCe 90", "TCe 140"],
      hybrid: ["E-Tech full hybrid 145", "E-Tech full hybrid 200"],
      phev: ["E-Tech plug-in 160"],
      diesel: ["Blue dCi 150", "Blue dCi 180"],
      electric: ["EV60 220 hk", "EV40 130 hk"],
    },
    trims: ["Evolution", "Techno", "Esprit Alpine", "Iconic"],
    vinPrefix: "VF1",
    models: [
      m("Clio", "hatch", ["petrol", "hybrid"], 21000, [90, 145]),
      m("Captur", "suv", ["hybrid", "phev", "petrol"], 27000, [90, 160]),
      m("Megane E-Tech", "hatch", ["electric"], 40000, [130, 220], { from: 2022 }),
      m("Austral", "suv", ["hybrid"], 38000, [160, 200], { from: 2023 }),
      m("Master", "van", ["diesel", "electric"], 45000, [130, 180], { lcv: true, seats: 3 }),
      m("Trafic", "van", ["diesel"], 36000, [110, 170], { lcv: true, seats: 3 }),
    ],
  },
  Dacia: {
    engines: {
      petrol: ["TCe 90", "TCe 100 ECO-G"],
      hybrid: ["Hybrid 140"],
      electric: ["Electric 65"],
    },
    trims: ["Essential", "Expression", "Extreme", "Journey"],
    vinPrefix: "UU1",
    models: [
      m("Sandero Stepway", "hatch", ["petrol"], 17000, [90, 110]),
      m("Duster", "suv", ["petrol", "hybrid"], 22000, [100, 140]),
      m("Jogger", "estate", ["petrol", "hybrid"], 21000, [100, 140], { from: 2022, seats: 7 }),
      m("Spring", "hatch", ["electric"], 17000, [45, 65], { from: 2021, seats: 4 }),
    ],
  },
  "Mercedes-Benz": {
    engines: {
      petrol: ["200", "300 4MATIC"],
      diesel: ["220 d 4MATIC", "300 d 4MATIC"],
      phev: ["300 e 4MATIC", "400 e 4MATIC"],
      electric: ["250+", "300 4MATIC", "350 4MATIC"],
    },
    trims: ["Progressive", "AMG Line", "Avantgarde", "Business"],
    rearDriven: true,
    vinPrefix: "WDD",
    models: [
      m("GLC", "suv", ["diesel", "phev", "petrol"], 65000, [204, 381]),
      m("GLA", "suv", ["petrol", "phev"], 45000, [163, 218]),
      m("EQA", "suv", ["electric"], 52000, [190, 292], { from: 2021 }),
      m("EQE", "sedan", ["electric"], 80000, [292, 476], { from: 2022 }),
      m("C-Klass", "estate", ["diesel", "phev", "petrol"], 52000, [170, 313], {
        localNames: { en: "C-Class", nb: "C-klasse", fi: "C-sarja", sk: "Trieda C" },
      }),
      m("Sprinter", "van", ["diesel"], 52000, [114, 190], { lcv: true, seats: 3 }),
      m("Vito", "van", ["diesel", "electric"], 44000, [102, 190], { lcv: true, seats: 3 }),
    ],
  },
  Toyota: {
    engines: {
      petrol: ["1.0 VVT-i", "1.5 VVT-i"],
      hybrid: ["1.8 Hybrid", "2.0 Hybrid", "2.5 Hybrid AWD-i"],
      phev: ["2.5 Plug-in Hybrid AWD-i"],
      diesel: ["2.8 D-4D 4x4", "2.0 D-4D"],
      electric: ["FWD", "AWD"],
    },
    trims: ["Active", "Style", "Executive", "GR Sport", "X-Edition"],
    vinPrefix: "JTM",
    models: [
      m("RAV4", "suv", ["hybrid", "phev"], 44000, [218, 306]),
      m("Corolla", "hatch", ["hybrid"], 30000, [122, 196]),
      m("Corolla Touring Sports", "estate", ["hybrid"], 32000, [122, 196]),
      m("Yaris", "hatch", ["hybrid", "petrol"], 22000, [72, 116]),
      m("Yaris Cross", "suv", ["hybrid"], 28000, [116, 130], { from: 2021 }),
      m("C-HR", "suv", ["hybrid", "phev"], 34000, [122, 223]),
      m("bZ4X", "suv", ["electric"], 48000, [204, 218], { from: 2022 }),
      m("Proace", "van", ["diesel", "electric"], 36000, [120, 180], { lcv: true, seats: 3 }),
      m("Hilux", "pickup", ["diesel"], 42000, [150, 204]),
    ],
  },
  Polestar: {
    engines: { electric: ["Long range Single motor", "Long range Dual motor AWD"] },
    trims: ["", "Plus", "Pilot", "Performance"],
    rearDriven: true,
    vinPrefix: "LPS",
    models: [
      m("2", "sedan", ["electric"], 50000, [231, 476], { from: 2020 }),
      m("3", "suv", ["electric"], 80000, [299, 517], { from: 2024 }),
      m("4", "suv", ["electric"], 62000, [272, 544], { from: 2024 }),
    ],
  },
  IVECO: {
    engines: { diesel: ["35S16 A8", "35S18 HI-MATIC", "50C18"], electric: ["eDaily 35S14E"] },
    trims: ["Skåp 12 m³", "Skåp 16 m³", "Chassi"],
    rearDriven: true,
    vinPrefix: "ZCF",
    models: [m("Daily", "van", ["diesel", "electric"], 48000, [136, 207], { lcv: true, seats: 3 })],
  },
  Jaguar: {
    engines: {
      petrol: ["P250", "P400e"],
      diesel: ["D200 AWD", "D300 AWD"],
      phev: ["P400e AWD"],
      electric: ["EV400 AWD"],
    },
    trims: ["S", "SE", "HSE", "R-Dynamic SE"],
    rearDriven: true,
    vinPrefix: "SAJ",
    models: [
      m("F-Pace", "suv", ["diesel", "phev", "petrol"], 62000, [204, 400]),
      m("E-Pace", "suv", ["diesel", "petrol", "phev"], 46000, [163, 309]),
      m("I-Pace", "suv", ["electric"], 80000, [400, 400], { from: 2018 }),
      m("F-Type", "convertible", ["petrol"], 78000, [300, 575], { seats: 2 }),
    ],
  },
  "Land Rover": {
    engines: {
      diesel: ["D250 AWD", "D300 AWD"],
      phev: ["P440e AWD", "P300e AWD"],
      petrol: ["P400 AWD"],
    },
    trims: ["S", "SE", "HSE", "Dynamic SE", "Autobiography"],
    vinPrefix: "SAL",
    models: [
      m("Range Rover Evoque", "suv", ["diesel", "phev"], 52000, [163, 309]),
      m("Range Rover Sport", "suv", ["diesel", "phev", "petrol"], 110000, [249, 550]),
      m("Range Rover Velar", "suv", ["diesel", "phev"], 75000, [204, 404]),
      m("Discovery Sport", "suv", ["diesel", "phev"], 50000, [163, 309], { seats: 7 }),
      m("Defender", "suv", ["diesel", "phev", "petrol"], 80000, [249, 525]),
    ],
  },
  Volkswagen: {
    engines: {
      petrol: ["1.0 TSI", "1.5 eTSI", "2.0 TSI 4MOTION"],
      diesel: ["2.0 TDI", "2.0 TDI 4MOTION"],
      phev: ["1.4 eHybrid", "1.5 eHybrid"],
      electric: ["Pro", "Pro S", "GTX 4MOTION"],
    },
    trims: ["Life", "Style", "R-Line", "Elegance", "Business"],
    vinPrefix: "WVW",
    models: [
      m("Golf", "hatch", ["petrol", "phev", "diesel"], 30000, [110, 245]),
      m("Passat", "estate", ["diesel", "phev", "petrol"], 44000, [150, 272]),
      m("Tiguan", "suv", ["petrol", "diesel", "phev"], 42000, [150, 320]),
      m("Polo", "hatch", ["petrol"], 21000, [80, 110]),
      m("ID.3", "hatch", ["electric"], 38000, [150, 204], { from: 2020 }),
      m("ID.4", "suv", ["electric"], 46000, [170, 340], { from: 2021 }),
      m("Transporter", "van", ["diesel", "electric"], 42000, [110, 204], { lcv: true, seats: 3 }),
      m("Caddy", "van", ["diesel"], 30000, [75, 122], { lcv: true, seats: 2 }),
    ],
  },
  Škoda: {
    engines: {
      petrol: ["1.0 TSI", "1.5 TSI"],
      diesel: ["2.0 TDI", "2.0 TDI 4x4"],
      phev: ["1.4 TSI iV", "1.5 TSI iV"],
      electric: ["60", "85", "85x"],
    },
    trims: ["Ambition", "Style", "Sportline", "Laurin & Klement", "Selection"],
    vinPrefix: "TMB",
    models: [
      m("Octavia", "estate", ["petrol", "diesel", "phev"], 30000, [110, 245]),
      m("Superb", "estate", ["diesel", "phev", "petrol"], 42000, [150, 272]),
      m("Enyaq", "suv", ["electric"], 46000, [180, 340], { from: 2021 }),
      m("Kodiaq", "suv", ["diesel", "petrol", "phev"], 42000, [150, 245], { seats: 7 }),
      m("Karoq", "suv", ["petrol", "diesel"], 32000, [110, 190]),
      m("Fabia", "hatch", ["petrol"], 19000, [65, 150]),
    ],
  },
  Audi: {
    engines: {
      petrol: ["35 TFSI", "40 TFSI quattro"],
      diesel: ["35 TDI", "40 TDI quattro"],
      phev: ["50 TFSI e quattro", "55 TFSI e quattro"],
      electric: ["45", "50 quattro", "55 quattro"],
    },
    trims: ["Advanced", "S line", "Proline", "Black Edition"],
    vinPrefix: "WAU",
    models: [
      m("A3 Sportback", "hatch", ["petrol", "phev"], 34000, [110, 245]),
      m("A4 Avant", "estate", ["diesel", "petrol"], 46000, [150, 265]),
      m("A6 Avant", "estate", ["diesel", "phev"], 62000, [204, 367]),
      m("Q3", "suv", ["petrol", "diesel", "phev"], 42000, [150, 245]),
      m("Q5", "suv", ["diesel", "phev"], 60000, [204, 367]),
      m("Q4 e-tron", "suv", ["electric"], 50000, [170, 340], { from: 2021 }),
      m("e-tron GT", "sedan", ["electric"], 110000, [476, 646], { from: 2021 }),
    ],
  },
  Hyundai: {
    engines: {
      petrol: ["1.0 T-GDi", "1.6 T-GDi"],
      hybrid: ["1.6 T-GDi HEV"],
      phev: ["1.6 T-GDi PHEV 4WD"],
      electric: ["58 kWh", "77 kWh AWD"],
    },
    trims: ["Essential", "Advanced", "Premium", "N Line"],
    vinPrefix: "KMH",
    models: [
      m("Kona", "suv", ["hybrid", "electric", "petrol"], 32000, [120, 218]),
      m("Tucson", "suv", ["hybrid", "phev"], 40000, [150, 265]),
      m("IONIQ 5", "suv", ["electric"], 50000, [170, 325], { from: 2021 }),
      m("i30", "hatch", ["petrol"], 25000, [120, 160]),
      m("i20", "hatch", ["petrol"], 19000, [84, 120]),
    ],
  },
  Peugeot: {
    engines: {
      petrol: ["PureTech 100", "PureTech 130"],
      hybrid: ["Hybrid 136"],
      phev: ["Plug-in Hybrid 225"],
      electric: ["Electric 156"],
    },
    trims: ["Active", "Allure", "GT", "GT Pack"],
    vinPrefix: "VF3",
    models: [
      m("208", "hatch", ["petrol", "electric", "hybrid"], 22000, [100, 156]),
      m("2008", "suv", ["petrol", "electric", "hybrid"], 27000, [100, 156]),
      m("3008", "suv", ["hybrid", "phev", "electric"], 38000, [136, 300]),
      m("308 SW", "estate", ["petrol", "phev"], 31000, [130, 225]),
    ],
  },
  Nissan: {
    engines: {
      petrol: ["DIG-T 140", "DIG-T 158"],
      hybrid: ["e-POWER 190"],
      electric: ["40 kWh", "63 kWh e-4ORCE"],
    },
    trims: ["Acenta", "N-Connecta", "Tekna", "Tekna+"],
    vinPrefix: "SJN",
    models: [
      m("Qashqai", "suv", ["petrol", "hybrid"], 32000, [140, 190]),
      m("Juke", "suv", ["petrol", "hybrid"], 25000, [114, 143]),
      m("X-Trail", "suv", ["hybrid"], 42000, [163, 213], { seats: 7 }),
      m("Leaf", "hatch", ["electric"], 32000, [150, 217], { seats: 5 }),
      m("Ariya", "suv", ["electric"], 50000, [218, 394], { from: 2022 }),
    ],
  },
  Tesla: {
    engines: { electric: ["RWD", "Long Range AWD", "Performance AWD"] },
    trims: [""],
    rearDriven: true,
    vinPrefix: "5YJ",
    models: [
      m("Model 3", "sedan", ["electric"], 42000, [283, 510], { from: 2019 }),
      m("Model Y", "suv", ["electric"], 46000, [299, 514], { from: 2021 }),
      m("Model S", "sedan", ["electric"], 95000, [670, 1020]),
    ],
  },
  Mazda: {
    engines: {
      petrol: ["e-Skyactiv G 150", "e-Skyactiv X 186"],
      phev: ["e-Skyactiv PHEV AWD"],
      diesel: ["Skyactiv-D 150"],
    },
    trims: ["Prime-line", "Exclusive-line", "Homura", "Takumi"],
    vinPrefix: "JMZ",
    models: [
      m("CX-5", "suv", ["petrol", "diesel"], 36000, [150, 194]),
      m("CX-30", "suv", ["petrol"], 30000, [122, 186]),
      m("CX-60", "suv", ["phev", "diesel"], 52000, [200, 327], { from: 2022 }),
      m("Mazda3", "hatch", ["petrol"], 27000, [122, 186]),
      m("MX-5", "convertible", ["petrol"], 32000, [132, 184], { seats: 2 }),
    ],
  },
  Citroën: {
    engines: {
      petrol: ["PureTech 83", "PureTech 110"],
      diesel: ["BlueHDi 100", "BlueHDi 130"],
      electric: ["ë 136"],
    },
    trims: ["Feel", "Shine", "Max"],
    vinPrefix: "VF7",
    models: [
      m("C3", "hatch", ["petrol", "electric"], 18000, [83, 113]),
      m("C4", "hatch", ["petrol", "diesel", "electric"], 26000, [100, 156]),
      m("C5 Aircross", "suv", ["petrol", "diesel"], 32000, [130, 225]),
      m("Berlingo", "van", ["diesel", "electric"], 26000, [100, 136], { lcv: true, seats: 2 }),
    ],
  },
  Opel: {
    engines: {
      petrol: ["1.2 Turbo 100", "1.2 Turbo 130"],
      diesel: ["1.5 Diesel 130"],
      electric: ["Electric 156"],
    },
    trims: ["Edition", "Elegance", "GS"],
    vinPrefix: "W0L",
    models: [
      m("Corsa", "hatch", ["petrol", "electric"], 20000, [75, 156]),
      m("Astra", "hatch", ["petrol", "diesel"], 27000, [110, 180]),
      m("Mokka", "suv", ["petrol", "electric"], 28000, [100, 156]),
    ],
  },
};

export const allWheelDriveMarkers =
  /AWD|4MATIC|xDrive|quattro|4x4|4MOTION|4WD|e-4ORCE|ALL4|Dual motor|Twin Motor/i;
