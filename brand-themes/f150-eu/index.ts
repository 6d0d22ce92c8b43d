import fontStylesheet from "@fontsource-variable/oswald/index.css?url";
import fontPreload from "@fontsource-variable/oswald/files/oswald-latin-wght-normal.woff2?url";
import { brandTheme } from "../theme-data";
import css from "./generated/tokens.css?raw";
import { tokens } from "./generated/tokens";

export const theme = brandTheme({
  id: "f150-eu",
  name: "F-150 Europe",
  css,
  tokens,
  fonts: { stylesheet: fontStylesheet, preload: fontPreload },
  logo: { wordmark: "F-150", tagline: "EUROPE", mark: "road" },
});
