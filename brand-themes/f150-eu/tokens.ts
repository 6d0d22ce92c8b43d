import { createBrandTokens } from "../factory";

export const tokens = createBrandTokens({
  palette: {
    brand: "#003478",
    brandHover: "#00245a",
    accent: "#9fb7d9",
    onAccent: "#0b0f14",
    ink: "#0b0f14",
    inkMuted: "#46505c",
    line: "#c9d1db",
    focus: "#003478",
    paper: "#ffffff",
    paperAlt: "#f4f5f7",
    danger: "#b42318",
    dangerSurface: "#fdecea",
  },
  fonts: {
    body: "system-ui, 'Segoe UI', Roboto, sans-serif",
    heading: "'Oswald Variable', 'Arial Narrow', sans-serif",
  },
  weights: { body: "400", heading: "600", action: "600" },
  radius: { action: "0", card: "0" },
  uppercase: { heading: true, action: true },
  header: "brand",
});
