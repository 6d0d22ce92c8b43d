import type { BrandTokens } from "../design-system/theme/contract";

/** A brand's raw colours (the palette layer); semantic tokens are derived from it. */
export interface BrandPalette {
  /** The brand's main colour; white text must pass AA on it. */
  brand: string;
  brandHover: string;
  /** A second colour for highlights and secondary actions. */
  accent: string;
  /** Text on the accent colour. */
  onAccent: string;
  ink: string;
  inkMuted: string;
  paper: string;
  paperAlt: string;
  line: string;
  focus: string;
  danger: string;
  dangerSurface: string;
}

export interface BrandDesign {
  palette: BrandPalette;
  fonts: { body: string; heading: string };
  weights: { body: string; heading: string; action: string };
  radius: { action: string; card: string };
  uppercase: { heading: boolean; action: boolean };
  /** Header on paper (light) or on the brand colour. */
  header: "light" | "brand";
  /** Dark paper with light ink (feedback colours follow). */
  scheme?: "light" | "dark";
}

/**
 * Builds the semantic layer from a brand's palette and shape choices, so every brand fills
 * the whole contract the same way (Orbit's palette -> component tokens factory).
 */
export function createBrandTokens(design: BrandDesign): BrandTokens {
  const { palette: p } = design;
  const headerOnBrand = design.header === "brand";
  const dark = design.scheme === "dark";
  return {
    color: {
      surface: p.paper,
      surfaceRaised: p.paperAlt,
      surfaceInverse: p.ink,
      text: p.ink,
      textMuted: p.inkMuted,
      textInverse: p.paper,
      border: p.line,
      borderStrong: p.inkMuted,
      action: p.brand,
      actionHover: p.brandHover,
      actionText: "#ffffff",
      actionSecondary: p.accent,
      actionSecondaryText: p.onAccent,
      accent: p.accent,
      logoMark: headerOnBrand ? p.accent : p.brand,
      focus: p.focus,
      headerSurface: headerOnBrand ? p.brand : p.paper,
      headerText: headerOnBrand ? "#ffffff" : p.ink,
      footerSurface: p.ink,
      footerText: p.paper,
      heroSurface: p.brand,
      heroText: "#ffffff",
      overlay: "rgba(0, 0, 0, 0.55)",
      feedbackError: p.danger,
      feedbackErrorSurface: p.dangerSurface,
      feedbackSuccess: dark ? "#6ee7a0" : "#146c2e",
      feedbackSuccessSurface: dark ? "#0f2a1a" : "#e7f6ec",
      feedbackWarning: dark ? "#fcd34d" : "#8a4b00",
      feedbackWarningSurface: dark ? "#2f2406" : "#fff4d6",
      feedbackInfo: dark ? "#93c5fd" : "#1d4f91",
      feedbackInfoSurface: dark ? "#0f1f36" : "#e8f0fb",
    },
    font: design.fonts,
    fontWeight: design.weights,
    radius: {
      ...design.radius,
      control: design.radius.action === "999px" ? "12px" : design.radius.action,
      chip: design.radius.action === "0" ? "0" : "999px",
    },
    shadow: {
      raised: dark ? "0 1px 3px rgba(0, 0, 0, 0.6)" : "0 1px 3px rgba(16, 24, 40, 0.12)",
      overlay: dark ? "0 12px 32px rgba(0, 0, 0, 0.7)" : "0 12px 32px rgba(16, 24, 40, 0.24)",
    },
    textTransform: {
      heading: design.uppercase.heading ? "uppercase" : "none",
      action: design.uppercase.action ? "uppercase" : "none",
    },
  };
}
