import fontStylesheet from "@fontsource-variable/work-sans/index.css?url";
import fontPreload from "@fontsource-variable/work-sans/files/work-sans-latin-wght-normal.woff2?url";
import { brandTheme } from "../theme-data";
import css from "./generated/tokens.css?raw";
import { tokens } from "./generated/tokens";

export const theme = brandTheme({
  id: "carstore-fi",
  name: "Carstore Suomi",
  css,
  tokens,
  fonts: { stylesheet: fontStylesheet, preload: fontPreload },
  logo: { wordmark: "carstore", mark: "square" },
});
