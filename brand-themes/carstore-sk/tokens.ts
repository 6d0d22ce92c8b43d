import { createBrandTokens } from "../factory";

export const tokens = createBrandTokens({
  palette: {
    brand: "#0f766e",
    brandHover: "#115e59",
    accent: "#fcd34d",
    onAccent: "#1c1917",
    ink: "#132322",
    inkMuted: "#47605e",
    line: "#d2e3e1",
    focus: "#0f766e",
    paper: "#ffffff",
    paperAlt: "#f4f5f7",
    danger: "#b42318",
    dangerSurface: "#fdecea",
  },
  fonts: {
    body: "'Montserrat Variable', system-ui, sans-serif",
    heading: "'Montserrat Variable', system-ui, sans-serif",
  },
  weights: { body: "400", heading: "700", action: "600" },
  radius: { action: "6px", card: "12px" },
  uppercase: { heading: false, action: false },
  header: "brand",
});
