import type { LogoProps } from "../design-system/theme/BrandScope";

type Mark = "chevron" | "ring" | "bolt" | "shield" | "square" | "road" | "wing" | "crest" | "oval";

const marks: Record<Mark, string> = {
  chevron: "M4 14 L20 28 L36 14 L36 24 L20 38 L4 24 Z",
  ring: "M20 6 A14 14 0 1 1 19.99 6 Z M20 13 A7 7 0 1 0 20.01 13 Z",
  bolt: "M23 4 L8 30 L19 30 L15 48 L32 20 L21 20 Z",
  shield: "M20 4 L36 10 L34 30 Q20 46 20 46 Q6 30 6 30 L4 10 Z",
  square: "M6 10 H34 V40 H6 Z M14 18 V32 H26 V18 Z",
  road: "M14 4 H26 L34 48 H6 Z M19 12 H21 V20 H19 Z M19 28 H21 V36 H19 Z",
  wing: "M2 22 H38 L34 28 H6 Z M8 30 H32 L29 35 H11 Z M14 14 A6 6 0 1 1 26 14 A6 6 0 1 1 14 14 Z",
  crest: "M8 6 H32 V26 Q32 40 20 46 Q8 40 8 26 Z M14 12 V24 H26 V12 Z",
  oval: "M20 12 C30 12 38 16 38 24 C38 32 30 36 20 36 C10 36 2 32 2 24 C2 16 10 12 20 12 Z M20 17 C13 17 8 20 8 24 C8 28 13 31 20 31 C27 31 32 28 32 24 C32 20 27 17 20 17 Z",
};

export interface LogoDesign {
  wordmark: string;
  tagline?: string;
  mark: Mark;
}

/** Room for the wordmark right of the mark; long wordmarks are condensed to fit. */
const wordmarkWidth = 102;

/**
 * A brand logo as inline SVG (150x55): a mark in the brand's logo colour and the wordmark in the
 * text colour of wherever it is placed, so it works on light and brand-coloured headers.
 */
export function createLogo({ wordmark, tagline, mark }: LogoDesign) {
  function Logo({ title = wordmark }: LogoProps) {
    return (
      <svg viewBox="0 0 150 55" width="150" height="55" role="img" aria-label={title}>
        <path d={marks[mark]} fill="var(--fc-color-logo-mark)" fillRule="evenodd" />
        {/* One <text> with a space between the parts, so the logo's text reads as words
            ("AUTOMOTIVE Sverige") for WCAG 2.5.3 label-in-name checks on the home link. */}
        <text fill="currentColor">
          <tspan
            x="44"
            y={tagline ? 28 : 34}
            {...(wordmark.length > 8
              ? { textLength: wordmarkWidth, lengthAdjust: "spacingAndGlyphs" }
              : {})}
            style={{ font: "700 17px var(--fc-font-heading)", letterSpacing: "0.02em" }}
          >
            {wordmark}
          </tspan>
          {tagline ? " " : null}
          {tagline ? (
            <tspan x="44" y="44" style={{ font: "500 9px var(--fc-font-body)" }}>
              {tagline}
            </tspan>
          ) : null}
        </text>
      </svg>
    );
  }
  return Logo;
}
