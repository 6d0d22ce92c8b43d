import type { BrandTheme } from "../design-system/theme/BrandScope";
import { theme as automotiveNo } from "./automotive-no";
import { theme as automotiveSe } from "./automotive-se";
import { theme as carstoreFi } from "./carstore-fi";
import { theme as carstoreNo } from "./carstore-no";
import { theme as carstoreSe } from "./carstore-se";
import { theme as carstoreSk } from "./carstore-sk";
import { theme as f150Eu } from "./f150-eu";
import { theme as retailUk } from "./retail-uk";
import { theme as supercharge } from "./supercharge";

/** Every brand theme, by id. Sites pick one; Storybook lists them all. */
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
} satisfies Record<string, BrandTheme>;

export type BrandId = keyof typeof brandThemes;
export const brandIds = Object.keys(brandThemes) as BrandId[];

export function isBrandId(value: string): value is BrandId {
  return Object.hasOwn(brandThemes, value);
}
