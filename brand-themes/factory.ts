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
}

/**
 * Builds the semantic layer from a brand's palette and shape choices, so every brand fills
 * the whole contract the same way (Orbit's palette -> component tokens factory).
 */
export function createBrandTokens(design: BrandDesign): BrandTokens {
  const { palette: p } = design;
  const headerOnBrand = design.header === "brand";
  return {
    color: {
      surface: p.paper,
      surfaceRaised: p.paperAlt,
      surfaceInverse: p.ink,
      text: p.ink,
      textMuted: p.inkMuted,
      textInverse: p.paper,
      border: p.line,
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
      feedbackError: p.danger,
      feedbackErrorSurface: p.dangerSurface,
    },
    font: design.fonts,
    fontWeight: design.weights,
    radius: design.radius,
    textTransform: {
      heading: design.uppercase.heading ? "uppercase" : "none",
      action: design.uppercase.action ? "uppercase" : "none",
    },
  };
}
