import fontStylesheet from "@fontsource-variable/dm-sans/index.css?url";
import fontPreload from "@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2?url";
import { brandTheme } from "../theme-data";
import css from "./generated/tokens.css?raw";
import { tokens } from "./generated/tokens";

export const theme = brandTheme({
  id: "retail-uk",
  name: "Forecourt Retail UK",
  css,
  tokens,
  fonts: { stylesheet: fontStylesheet, preload: fontPreload },
  logo: { wordmark: "FORECOURT", tagline: "Retail UK", mark: "ring" },
});
