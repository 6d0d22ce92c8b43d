import fontStylesheet from "@fontsource-variable/manrope/index.css?url";
import fontPreload from "@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url";
import { brandTheme } from "../theme-data";
import css from "./generated/tokens.css?raw";
import { tokens } from "./generated/tokens";

export const theme = brandTheme({
  id: "automotive-se",
  name: "Automotive Sverige",
  css,
  tokens,
  fonts: { stylesheet: fontStylesheet, preload: fontPreload },
  logo: { wordmark: "AUTOMOTIVE", tagline: "Sverige", mark: "chevron" },
});
