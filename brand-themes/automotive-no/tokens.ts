import { createBrandTokens } from "../factory";

export const tokens = createBrandTokens({
  palette: {
    brand: "#0f4c3a",
    brandHover: "#176b52",
    accent: "#f2c14e",
    onAccent: "#1a1a1a",
    ink: "#1a1f1c",
    inkMuted: "#4b5550",
    line: "#cfd8d3",
    focus: "#0f4c3a",
    paper: "#ffffff",
    paperAlt: "#f4f5f7",
    danger: "#b42318",
    dangerSurface: "#fdecea",
  },
  fonts: {
    body: "'Source Sans 3 Variable', system-ui, sans-serif",
    heading: "'Source Sans 3 Variable', system-ui, sans-serif",
  },
  weights: { body: "400", heading: "700", action: "600" },
  radius: { action: "2px", card: "4px" },
  uppercase: { heading: false, action: true },
  header: "brand",
});
