import fontStylesheet from "@fontsource-variable/roboto/index.css?url";
import fontPreload from "@fontsource-variable/roboto/files/roboto-latin-wght-normal.woff2?url";
import { brandTheme } from "../theme-data";
import css from "./generated/tokens.css?raw";
import { tokens } from "./generated/tokens";

export const theme = brandTheme({
  id: "ford",
  name: "Ford",
  css,
  tokens,
  fonts: { stylesheet: fontStylesheet, preload: fontPreload },
  logo: { wordmark: "Ford", mark: "oval" },
});
