import { createBrandTokens } from "../factory";

export const tokens = createBrandTokens({
  palette: {
    brand: "#0a2240",
    brandHover: "#14386a",
    accent: "#d9b45a",
    onAccent: "#0a2240",
    ink: "#16191d",
    inkMuted: "#4a5260",
    line: "#d5d9e0",
    focus: "#1a5fd0",
    paper: "#ffffff",
    paperAlt: "#f4f5f7",
    danger: "#b42318",
    dangerSurface: "#fdecea",
  },
  fonts: {
    body: "'Manrope Variable', system-ui, sans-serif",
    heading: "'Manrope Variable', system-ui, sans-serif",
  },
  weights: { body: "400", heading: "800", action: "700" },
  radius: { action: "4px", card: "8px" },
  uppercase: { heading: false, action: false },
  header: "light",
});
