import type { BrandTokens } from "../design-system/theme/contract";
import type { BrandId } from "./index";
import { tokens as automotiveNo } from "./automotive-no/generated/tokens";
import { tokens as automotiveSe } from "./automotive-se/generated/tokens";
import { tokens as bmw } from "./bmw/generated/tokens";
import { tokens as carstoreFi } from "./carstore-fi/generated/tokens";
import { tokens as carstoreNo } from "./carstore-no/generated/tokens";
import { tokens as carstoreSe } from "./carstore-se/generated/tokens";
import { tokens as carstoreSk } from "./carstore-sk/generated/tokens";
import { tokens as f150Eu } from "./f150-eu/generated/tokens";
import { tokens as ford } from "./ford/generated/tokens";
import { tokens as iveco } from "./iveco/generated/tokens";
import { tokens as mini } from "./mini/generated/tokens";
import { tokens as porsche } from "./porsche/generated/tokens";
import { tokens as retailUk } from "./retail-uk/generated/tokens";
import { tokens as supercharge } from "./supercharge/generated/tokens";

/** Every brand's resolved token values (no fonts or logos): for tests and tooling outside Vite. */
export const brandTokens = {
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
} satisfies Record<BrandId, BrandTokens>;

/** Every brand id, without loading fonts or logos (usable from Node scripts outside Vite). */
export const brandTokenIds = Object.keys(brandTokens) as (keyof typeof brandTokens)[];
