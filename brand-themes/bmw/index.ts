import fontStylesheet from "@fontsource-variable/inter/index.css?url";
import fontPreload from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { brandTheme } from "../theme-data";
import css from "./generated/tokens.css?raw";
import { tokens } from "./generated/tokens";

export const theme = brandTheme({
  id: "bmw",
  name: "BMW",
  css,
  tokens,
  fonts: { stylesheet: fontStylesheet, preload: fontPreload },
  logo: { wordmark: "BMW", mark: "ring" },
});
