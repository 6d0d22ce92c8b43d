import { createBrandTokens } from "../factory";

export const tokens = createBrandTokens({
  palette: {
    brand: "#15803d",
    brandHover: "#166534",
    accent: "#a3e635",
    onAccent: "#0b1410",
    ink: "#e8fff0",
    inkMuted: "#a9c7b4",
    paper: "#0b1410",
    paperAlt: "#13231a",
    line: "#2b4636",
    focus: "#a3e635",
    danger: "#ff8a80",
    dangerSurface: "#3a1210",
  },
  fonts: {
    body: "'Exo 2 Variable', system-ui, sans-serif",
    heading: "'Exo 2 Variable', system-ui, sans-serif",
  },
  weights: { body: "400", heading: "800", action: "700" },
  radius: { action: "999px", card: "20px" },
  uppercase: { heading: true, action: false },
  header: "light",
  scheme: "dark",
});
