import { createBrandTokens } from "../factory";

export const tokens = createBrandTokens({
  palette: {
    brand: "#b91c1c",
    brandHover: "#991b1b",
    accent: "#fecaca",
    onAccent: "#450a0a",
    ink: "#1c1917",
    inkMuted: "#57534e",
    line: "#eadcdc",
    focus: "#991b1b",
    paper: "#ffffff",
    paperAlt: "#f4f5f7",
    danger: "#b42318",
    dangerSurface: "#fdecea",
  },
  fonts: {
    body: "'Figtree Variable', system-ui, sans-serif",
    heading: "'Figtree Variable', system-ui, sans-serif",
  },
  weights: { body: "400", heading: "800", action: "700" },
  radius: { action: "8px", card: "16px" },
  uppercase: { heading: false, action: false },
  header: "light",
});
