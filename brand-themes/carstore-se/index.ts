import fontStylesheet from "@fontsource-variable/nunito-sans/index.css?url";
import type { BrandTheme } from "../../design-system/theme/BrandScope";
import { createLogo } from "../logo";
import { tokens } from "./tokens";

export const theme: BrandTheme = {
  id: "carstore-se",
  name: "Carstore Sverige",
  fontStylesheet,
  Logo: createLogo({ wordmark: "carstore", mark: "square" }),
  tokens,
};
