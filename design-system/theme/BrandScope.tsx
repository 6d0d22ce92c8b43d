import type { ComponentType, ReactNode } from "react";
import styled from "styled-components";
import type { BrandTokens } from "./contract";
import { vars } from "./vars";

export interface LogoProps {
  /** Accessible name; the brand name when omitted. */
  title?: string;
}

/** What a brand theme hands the design system (implemented in brand-themes/<brand>/). */
export interface BrandTheme {
  id: string;
  name: string;
  /** Resolved token values (tests, tooling, favicons); components use the CSS variables. */
  tokens: BrandTokens;
  /** The brand's generated CSS: custom properties on `[data-brand]` and metric-matched font fallbacks. */
  css: string;
  /** Self-hosted font (npm font package, bundled by Vite): its stylesheet and the latin file to preload. */
  fonts: { stylesheet: string; preload: string };
  Logo: ComponentType<LogoProps>;
}

/** The style element carrying a brand's custom properties; React hoists and dedupes it. */
export function BrandStyle({ brand }: { brand: BrandTheme }) {
  return (
    <style href={`fc-brand-${brand.id}`} precedence="brand">
      {brand.css}
    </style>
  );
}

/** Renders children in a brand: nested scopes win, so a page section can switch brand design. */
export function BrandScope({ brand, children }: { brand: BrandTheme; children: ReactNode }) {
  return (
    <>
      <BrandStyle brand={brand} />
      <link rel="stylesheet" href={brand.fonts.stylesheet} precedence="font" />
      <BrandRoot data-brand={brand.id}>{children}</BrandRoot>
    </>
  );
}

const BrandRoot = styled.div`
  color: ${vars.color.text};
  background: ${vars.color.surface};
  font-family: ${vars.font.body};
  font-weight: ${vars.fontWeight.body};
`;
