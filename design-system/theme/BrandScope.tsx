import type { ComponentType, ReactNode } from "react";
import styled from "styled-components";
import { useNonce } from "./Nonce";
import { vars } from "./vars";

export interface LogoProps {
  /** Accessible name; the brand name when omitted. */
  title?: string;
}

/** What a brand theme hands the design system (implemented in brand-themes/<brand>/). */
export interface BrandTheme {
  id: string;
  name: string;
  /** The brand's generated CSS: custom properties on `[data-brand]` and metric-matched font fallbacks. */
  css: string;
  /** Self-hosted font (npm font package, bundled by Vite): its stylesheet and the latin file to preload. */
  fonts: { stylesheet: string; preload: string };
  Logo: ComponentType<LogoProps>;
}

/**
 * The style element carrying a brand's custom properties (and font fallbacks), marked with the
 * server render's CSP marker. Rendered where it stands: in the document head for the page's
 * brand, inline for a nested brand scope. Its text is exactly `brand.css`, whose hash every
 * page's CSP allows, so a client navigation can create it too.
 */
export function BrandStyle({ brand }: { brand: BrandTheme }) {
  const nonce = useNonce();
  // The CSS is generated from the brand's token files at build time, never from user input.
  return (
    <style
      nonce={nonce}
      data-brand-style={brand.id}
      dangerouslySetInnerHTML={{ __html: brand.css }}
    />
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
