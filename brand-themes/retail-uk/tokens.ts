import { createBrandTokens } from "../factory";

export const tokens = createBrandTokens({
  palette: {
    brand: "#7a1831",
    brandHover: "#9c2443",
    accent: "#0b5cad",
    onAccent: "#ffffff",
    ink: "#1d1a1b",
    inkMuted: "#55494d",
    line: "#e2d6da",
    focus: "#0b5cad",
    paper: "#ffffff",
    paperAlt: "#f4f5f7",
    danger: "#b42318",
    dangerSurface: "#fdecea",
  },
  fonts: {
    body: "'DM Sans Variable', system-ui, sans-serif",
    heading: "'DM Sans Variable', system-ui, sans-serif",
  },
  weights: { body: "400", heading: "700", action: "600" },
  radius: { action: "999px", card: "12px" },
  uppercase: { heading: false, action: false },
  header: "light",
});
