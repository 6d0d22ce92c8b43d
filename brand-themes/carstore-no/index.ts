import fontStylesheet from "@fontsource-variable/figtree/index.css?url";
import fontPreload from "@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2?url";
import { brandTheme } from "../theme-data";
import css from "./generated/tokens.css?raw";
import { tokens } from "./generated/tokens";

export const theme = brandTheme({
  id: "carstore-no",
  name: "Carstore Norge",
  css,
  tokens,
  fonts: { stylesheet: fontStylesheet, preload: fontPreload },
  logo: { wordmark: "carstore", mark: "square" },
});
