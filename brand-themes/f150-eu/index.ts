import fontStylesheet from "@fontsource-variable/oswald/index.css?url";
import type { BrandTheme } from "../../design-system/theme/BrandScope";
import { createLogo } from "../logo";
import { tokens } from "./tokens";

export const theme: BrandTheme = {
  id: "f150-eu",
  name: "F-150 Europe",
  fontStylesheet,
  Logo: createLogo({ wordmark: "F-150", tagline: "EUROPE", mark: "road" }),
  tokens,
};
