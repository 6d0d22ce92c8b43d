import { createBrandTokens } from "../factory";

export const tokens = createBrandTokens({
  palette: {
    brand: "#c2410c",
    brandHover: "#9a3412",
    accent: "#fde68a",
    onAccent: "#1c1917",
    ink: "#1c1917",
    inkMuted: "#57534e",
    line: "#e7e0da",
    focus: "#9a3412",
    paper: "#ffffff",
    paperAlt: "#f4f5f7",
    danger: "#b42318",
    dangerSurface: "#fdecea",
  },
  fonts: {
    body: "'Nunito Sans Variable', system-ui, sans-serif",
    heading: "'Nunito Sans Variable', system-ui, sans-serif",
  },
  weights: { body: "400", heading: "900", action: "800" },
  radius: { action: "8px", card: "16px" },
  uppercase: { heading: false, action: false },
  header: "light",
});
