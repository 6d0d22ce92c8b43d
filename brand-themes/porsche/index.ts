import fontStylesheet from "@fontsource-variable/archivo/index.css?url";
import fontPreload from "@fontsource-variable/archivo/files/archivo-latin-wght-normal.woff2?url";
import { brandTheme } from "../theme-data";
import css from "./generated/tokens.css?raw";
import { tokens } from "./generated/tokens";

export const theme = brandTheme({
  id: "porsche",
  name: "Porsche",
  css,
  tokens,
  fonts: { stylesheet: fontStylesheet, preload: fontPreload },
  logo: { wordmark: "PORSCHE", mark: "crest" },
});
