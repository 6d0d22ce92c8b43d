import { mediaUp, type breakpoints } from "../../theme";

type Breakpoint = keyof typeof breakpoints;

/** Columns per breakpoint: `base` below the first breakpoint, then from each breakpoint up. */
export type ResponsiveColumns = { base?: number } & Partial<Record<Breakpoint, number>>;

const order: Breakpoint[] = ["sm", "md", "lg", "xl"];

const repeat = (count: number) => `repeat(${Math.max(1, Math.floor(count))}, minmax(0, 1fr))`;

/**
 * The CSS for `grid-template-columns`: fixed columns per breakpoint (mobile first), or, with
 * `minItemWidth`, as many columns as fit with each at least that wide (never wider than 100%).
 */
export function gridColumnsCss(columns: number | ResponsiveColumns, minItemWidth?: string): string {
  if (minItemWidth) {
    return `grid-template-columns: repeat(auto-fill, minmax(min(100%, ${minItemWidth}), 1fr));`;
  }
  if (typeof columns === "number") return `grid-template-columns: ${repeat(columns)};`;
  const rules = [`grid-template-columns: ${repeat(columns.base ?? 1)};`];
  for (const bp of order) {
    const count = columns[bp];
    if (count !== undefined)
      rules.push(`${mediaUp(bp)} { grid-template-columns: ${repeat(count)}; }`);
  }
  return rules.join("\n");
}
