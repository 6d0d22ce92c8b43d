import { entireMetricsCollection } from "@capsizecss/metrics/entireMetricsCollection";

/** The metrics the fallback calculation needs (some fonts in the collection lack descent). */
interface Metrics {
  familyName: string;
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
}

const fallbackLocalFonts = ["Arial", "Liberation Sans", "Helvetica"];
const arial: Metrics = entireMetricsCollection.arial;

function metricsFor(familyName: string): Metrics | undefined {
  const found = Object.values(entireMetricsCollection).find(
    (metrics) => metrics.familyName === familyName,
  );
  return found && "descent" in found ? (found as Metrics) : undefined;
}

const percent = (value: number) => `${(value * 100).toFixed(4).replace(/\.?0+$/, "")}%`;

export interface FallbackFace {
  /** Name of the metric-matched fallback family, e.g. "Manrope Fallback". */
  family: string;
  css: string;
}

/**
 * A local fallback face whose metrics are scaled to match a web font (the capsize method:
 * size-adjust from the average character width, then ascent/descent/line-gap overrides), so the
 * swap from fallback to web font does not shift the layout. `Manrope Variable` -> Manrope's metrics.
 */
export function metricMatchedFallback(webFontFamily: string): FallbackFace | undefined {
  const baseName = webFontFamily.replace(/ Variable$/, "");
  const font = metricsFor(baseName);
  if (!font) return undefined;
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (arial.xWidthAvg / arial.unitsPerEm);
  const scaled = (value: number) => percent(Math.abs(value) / (font.unitsPerEm * sizeAdjust));
  const family = `${baseName} Fallback`;
  const src = fallbackLocalFonts.map((name) => `local("${name}")`).join(",");
  return {
    family,
    css:
      `@font-face{font-family:"${family}";src:${src};size-adjust:${percent(sizeAdjust)};` +
      `ascent-override:${scaled(font.ascent)};descent-override:${scaled(font.descent)};` +
      `line-gap-override:${scaled(font.lineGap)}}`,
  };
}
