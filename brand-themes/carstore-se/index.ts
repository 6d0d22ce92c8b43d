import fontStylesheet from "@fontsource-variable/nunito-sans/index.css?url";
import fontPreload from "@fontsource-variable/nunito-sans/files/nunito-sans-latin-wght-normal.woff2?url";
import { brandTheme } from "../theme-data";
import css from "./generated/tokens.css?raw";
import { tokens } from "./generated/tokens";

export const theme = brandTheme({
  id: "carstore-se",
  name: "Carstore Sverige",
  css,
  tokens,
  fonts: { stylesheet: fontStylesheet, preload: fontPreload },
  logo: { wordmark: "carstore", mark: "square" },
});
