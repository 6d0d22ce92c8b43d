import fontStylesheet from "@fontsource-variable/montserrat/index.css?url";
import fontPreload from "@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2?url";
import { brandTheme } from "../theme-data";
import css from "./generated/tokens.css?raw";
import { tokens } from "./generated/tokens";

export const theme = brandTheme({
  id: "carstore-sk",
  name: "Carstore Slovensko",
  css,
  tokens,
  fonts: { stylesheet: fontStylesheet, preload: fontPreload },
  logo: { wordmark: "carstore", mark: "square" },
});
