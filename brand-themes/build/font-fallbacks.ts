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

interface FontEntry extends Metrics {
  variants?: Record<string, Partial<Metrics>>;
}

/** From this weight on the fallback is a local bold face (browsers embolden from 600 on). */
const BOLD_FROM = 600;

function metricsFor(familyName: string): FontEntry | undefined {
  const found = Object.values(entireMetricsCollection).find(
    (metrics) => metrics.familyName === familyName,
  );
  return found && "descent" in found ? (found as unknown as FontEntry) : undefined;
}

/**
 * The local fonts a fallback family is set in, each family scaled to its own metrics. Arial
 * (Windows, macOS; Liberation Sans and Helvetica share its metrics) comes first; Android has none
 * of them, so its faces fail and the next family, on the system's Roboto, takes over.
 */
const localBases = [
  {
    suffix: "Fallback",
    metrics: metricsFor("Arial") as FontEntry,
    regular: ["Arial", "Liberation Sans", "Helvetica"],
    bold: ["Arial Bold", "Liberation Sans Bold", "Helvetica Bold"],
  },
  {
    suffix: "Fallback Roboto",
    metrics: metricsFor("Roboto") as FontEntry,
    regular: ["Roboto Regular", "Roboto-Regular"],
    bold: ["Roboto Bold", "Roboto-Bold"],
  },
];

/** A font's metrics at a weight: its own variant if the collection has it, else the nearest one. */
function atWeight(font: FontEntry, weight: number): Metrics {
  const available = Object.keys(font.variants ?? {})
    .map((key) => (key === "regular" ? 400 : Number(key)))
    .filter((value) => Number.isFinite(value));
  const nearest = available.reduce<number | undefined>(
    (best, value) =>
      best === undefined || Math.abs(value - weight) < Math.abs(best - weight) ? value : best,
    undefined,
  );
  const variant =
    nearest === undefined ? undefined : font.variants?.[nearest === 400 ? "regular" : String(nearest)];
  return { ...font, ...variant } as Metrics;
}

const percent = (value: number) => `${(value * 100).toFixed(4).replace(/\.?0+$/, "")}%`;

export interface FallbackFace {
  /**
   * The metric-matched fallback families, in stack order: "Manrope Fallback" (on Arial) and
   * "Manrope Fallback Roboto" (on Android's Roboto).
   */
  families: string[];
  /** One `@font-face` per family and weight the brand uses. */
  css: string[];
}

/**
 * Local fallback faces whose metrics are scaled to match a web font (the capsize method:
 * size-adjust from the average character width, then ascent/descent/line-gap overrides), so the
 * swap from fallback to web font does not shift the layout. One face per weight the brand uses:
 * a heavy heading set in Arial made bold by the browser is narrower than the web font's heavy
 * cut, wraps on fewer lines and shifts everything below it when the web font arrives, so weights
 * from 600 on are matched against Arial Bold and the web font's own cut at that weight. A second
 * family does the same on Roboto for Android, which has neither Arial nor its clones.
 * `Manrope Variable` -> Manrope's metrics.
 */
export function metricMatchedFallback(
  webFontFamily: string,
  weights: readonly number[] = [400],
): FallbackFace | undefined {
  const baseName = webFontFamily.replace(/ Variable$/, "");
  const font = metricsFor(baseName);
  if (!font) return undefined;
  const sortedWeights = [...new Set(weights)].sort((a, b) => a - b);
  // A web font that is Roboto needs no Roboto stand-in: Android falls back to the system's own.
  const bases = localBases.filter((base) => base.metrics.familyName !== baseName);
  const families = bases.map((base) => `${baseName} ${base.suffix}`);
  const css = bases.flatMap((base) =>
    sortedWeights.map((weight) => {
      const bold = weight >= BOLD_FROM;
      const target = atWeight(font, weight);
      const local = atWeight(base.metrics, bold ? 700 : 400);
      const sizeAdjust =
        target.xWidthAvg / target.unitsPerEm / (local.xWidthAvg / local.unitsPerEm);
      const scaled = (value: number) => percent(Math.abs(value) / (target.unitsPerEm * sizeAdjust));
      const src = (bold ? base.bold : base.regular).map((name) => `local("${name}")`).join(",");
      return (
        `@font-face{font-family:"${baseName} ${base.suffix}";src:${src};font-weight:${weight};` +
        `size-adjust:${percent(sizeAdjust)};ascent-override:${scaled(target.ascent)};` +
        `descent-override:${scaled(target.descent)};line-gap-override:${scaled(target.lineGap)}}`
      );
    }),
  );
  return { families, css };
}
