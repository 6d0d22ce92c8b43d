import { createBrandTokens } from "../factory";

export const tokens = createBrandTokens({
  palette: {
    brand: "#1d4ed8",
    brandHover: "#1e40af",
    accent: "#a5f3fc",
    onAccent: "#083344",
    ink: "#0f172a",
    inkMuted: "#475569",
    line: "#d6dde8",
    focus: "#1d4ed8",
    paper: "#ffffff",
    paperAlt: "#f4f5f7",
    danger: "#b42318",
    dangerSurface: "#fdecea",
  },
  fonts: {
    body: "'Work Sans Variable', system-ui, sans-serif",
    heading: "'Work Sans Variable', system-ui, sans-serif",
  },
  weights: { body: "400", heading: "700", action: "600" },
  radius: { action: "8px", card: "16px" },
  uppercase: { heading: false, action: false },
  header: "brand",
});
