import fontStylesheet from "@fontsource-variable/source-sans-3/index.css?url";
import fontPreload from "@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2?url";
import { brandTheme } from "../theme-data";
import css from "./generated/tokens.css?raw";
import { tokens } from "./generated/tokens";

export const theme = brandTheme({
  id: "automotive-no",
  name: "Automotive Norge",
  css,
  tokens,
  fonts: { stylesheet: fontStylesheet, preload: fontPreload },
  logo: { wordmark: "AUTOMOTIVE", tagline: "Norge", mark: "shield" },
});
