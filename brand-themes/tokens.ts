import type { BrandTokens } from "../design-system/theme/contract";
import { tokens as automotiveNo } from "./automotive-no/tokens";
import { tokens as automotiveSe } from "./automotive-se/tokens";
import { tokens as carstoreFi } from "./carstore-fi/tokens";
import { tokens as carstoreNo } from "./carstore-no/tokens";
import { tokens as carstoreSe } from "./carstore-se/tokens";
import { tokens as carstoreSk } from "./carstore-sk/tokens";
import { tokens as f150Eu } from "./f150-eu/tokens";
import { tokens as retailUk } from "./retail-uk/tokens";
import { tokens as supercharge } from "./supercharge/tokens";

/** Every brand's token values alone (no fonts or logos): for tests and tooling outside Vite. */
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
} satisfies Record<string, BrandTokens>;
