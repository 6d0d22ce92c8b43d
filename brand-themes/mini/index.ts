import fontStylesheet from "@fontsource-variable/nunito/index.css?url";
import fontPreload from "@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2?url";
import { brandTheme } from "../theme-data";
import css from "./generated/tokens.css?raw";
import { tokens } from "./generated/tokens";

export const theme = brandTheme({
  id: "mini",
  name: "MINI",
  css,
  tokens,
  fonts: { stylesheet: fontStylesheet, preload: fontPreload },
  logo: { wordmark: "MINI", mark: "wing" },
});
