import type { BrandTheme } from "../design-system/theme/BrandScope";
import { theme as automotiveNo } from "./automotive-no";
import { theme as automotiveSe } from "./automotive-se";
import { theme as bmw } from "./bmw";
import { theme as carstoreFi } from "./carstore-fi";
import { theme as carstoreNo } from "./carstore-no";
import { theme as carstoreSe } from "./carstore-se";
import { theme as carstoreSk } from "./carstore-sk";
import { theme as f150Eu } from "./f150-eu";
import { theme as ford } from "./ford";
import { theme as iveco } from "./iveco";
import { theme as mini } from "./mini";
import { theme as porsche } from "./porsche";
import { theme as retailUk } from "./retail-uk";
import { theme as supercharge } from "./supercharge";

/** Every brand theme, by id: the nine site brands, then the car-brand designs (BrandDesign). */
export const brandThemes = {
  "automotive-se": automotiveSe,
  "automotive-no": automotiveNo,
  "retail-uk": retailUk,
  "carstore-se": carstoreSe,
  "carstore-fi": carstoreFi,
  "carstore-no": carstoreNo,
  "carstore-sk": carstoreSk,
  "f150-eu": f150Eu,
  supercharge,
  bmw,
  mini,
  porsche,
  ford,
  iveco,
} satisfies Record<string, BrandTheme>;

export type BrandId = keyof typeof brandThemes;
export const brandIds = Object.keys(brandThemes) as BrandId[];

/** The car-brand designs a page can switch to with its BrandDesign field, by that field's value. */
export const brandDesigns = {
  BMW: "bmw",
  MINI: "mini",
  Porsche: "porsche",
  Ford: "ford",
  IVECO: "iveco",
} as const satisfies Record<string, BrandId>;

export function isBrandId(value: string): value is BrandId {
  return Object.hasOwn(brandThemes, value);
}
