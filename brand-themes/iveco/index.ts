import fontStylesheet from "@fontsource-variable/public-sans/index.css?url";
import fontPreload from "@fontsource-variable/public-sans/files/public-sans-latin-wght-normal.woff2?url";
import { brandTheme } from "../theme-data";
import css from "./generated/tokens.css?raw";
import { tokens } from "./generated/tokens";

export const theme = brandTheme({
  id: "iveco",
  name: "IVECO",
  css,
  tokens,
  fonts: { stylesheet: fontStylesheet, preload: fontPreload },
  logo: { wordmark: "IVECO", mark: "square" },
});
