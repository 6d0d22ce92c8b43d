import fontStylesheet from "@fontsource-variable/exo-2/index.css?url";
import fontPreload from "@fontsource-variable/exo-2/files/exo-2-latin-wght-normal.woff2?url";
import { brandTheme } from "../theme-data";
import css from "./generated/tokens.css?raw";
import { tokens } from "./generated/tokens";

export const theme = brandTheme({
  id: "supercharge",
  name: "Supercharge",
  css,
  tokens,
  fonts: { stylesheet: fontStylesheet, preload: fontPreload },
  logo: { wordmark: "SUPERCHARGE", mark: "bolt" },
});
