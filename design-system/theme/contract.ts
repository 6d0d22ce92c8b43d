/**
 * The token contract every brand theme satisfies. Brands give values; components read the
 * `vars` references (see vars.ts), so the generated class names are identical in every brand
 * and a brand switch is only a change of CSS custom properties.
 */
export const tokenContract = {
  color: [
    "surface",
    "surfaceRaised",
    "surfaceInverse",
    "text",
    "textMuted",
    "textInverse",
    "border",
    "borderStrong",
    "action",
    "actionHover",
    "actionText",
    "actionSecondary",
    "actionSecondaryText",
    "accent",
    "logoMark",
    "focus",
    "headerSurface",
    "headerText",
    "footerSurface",
    "footerText",
    "heroSurface",
    "heroText",
    "overlay",
    "feedbackError",
    "feedbackErrorSurface",
    "feedbackSuccess",
    "feedbackSuccessSurface",
    "feedbackWarning",
    "feedbackWarningSurface",
    "feedbackInfo",
    "feedbackInfoSurface",
  ],
  font: ["body", "heading"],
  fontWeight: ["body", "heading", "action"],
  radius: ["action", "card", "control", "chip"],
  shadow: ["raised", "overlay"],
  textTransform: ["heading", "action"],
} as const;

type Contract = typeof tokenContract;
export type TokenGroup = keyof Contract;
export type TokenName<G extends TokenGroup> = Contract[G][number];

/** A brand's values for every contract token. */
export type BrandTokens = { [G in TokenGroup]: Record<TokenName<G>, string> };

export function cssVariableName(group: TokenGroup, name: string): string {
  const kebab = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return `--fc-${group.replace(/[A-Z]/g, (l) => `-${l.toLowerCase()}`)}-${kebab}`;
}

/** The CSS declarations (`--fc-…: value;`) that apply a brand's tokens. */
export function cssDeclarations(tokens: BrandTokens): string {
  const lines: string[] = [];
  for (const group of Object.keys(tokenContract) as TokenGroup[]) {
    for (const name of tokenContract[group]) {
      const value = (tokens[group] as Record<string, string>)[name];
      if (value !== undefined) lines.push(`${cssVariableName(group, name)}:${value};`);
    }
  }
  return lines.join("");
}

/** A rule scoping a brand's tokens to `[data-brand="<id>"]`, so brands can nest (BrandDesign). */
export function brandCssRule(brandId: string, tokens: BrandTokens): string {
  return `[data-brand="${brandId}"]{${cssDeclarations(tokens)}}`;
}

type ColorToken = TokenName<"color">;

/**
 * Text and UI colours the contract promises to be readable on their backgrounds in every brand
 * (WCAG 2.2 AA: 4.5:1 for body text, 3:1 for large text and UI parts such as borders and focus).
 */
export const contrastPairs: readonly {
  foreground: ColorToken;
  background: ColorToken;
  minimum: 4.5 | 3;
}[] = [
  { foreground: "text", background: "surface", minimum: 4.5 },
  { foreground: "text", background: "surfaceRaised", minimum: 4.5 },
  { foreground: "textMuted", background: "surface", minimum: 4.5 },
  { foreground: "textMuted", background: "surfaceRaised", minimum: 4.5 },
  { foreground: "textInverse", background: "surfaceInverse", minimum: 4.5 },
  { foreground: "actionText", background: "action", minimum: 4.5 },
  { foreground: "actionText", background: "actionHover", minimum: 4.5 },
  { foreground: "actionSecondaryText", background: "actionSecondary", minimum: 4.5 },
  { foreground: "headerText", background: "headerSurface", minimum: 4.5 },
  { foreground: "footerText", background: "footerSurface", minimum: 4.5 },
  { foreground: "heroText", background: "heroSurface", minimum: 4.5 },
  { foreground: "text", background: "feedbackErrorSurface", minimum: 4.5 },
  { foreground: "feedbackError", background: "feedbackErrorSurface", minimum: 4.5 },
  { foreground: "feedbackError", background: "surface", minimum: 4.5 },
  { foreground: "feedbackSuccess", background: "feedbackSuccessSurface", minimum: 4.5 },
  { foreground: "feedbackWarning", background: "feedbackWarningSurface", minimum: 4.5 },
  { foreground: "feedbackInfo", background: "feedbackInfoSurface", minimum: 4.5 },
  { foreground: "action", background: "surface", minimum: 3 },
  { foreground: "borderStrong", background: "surface", minimum: 3 },
  { foreground: "focus", background: "surface", minimum: 3 },
  { foreground: "actionSecondary", background: "heroSurface", minimum: 3 },
  { foreground: "logoMark", background: "headerSurface", minimum: 3 },
];
