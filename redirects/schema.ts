import { z } from "zod";

/**
 * One redirect rule, as data. Sources are site paths; they may hold named segments (`{id}`,
 * `{slug}`, `{brand}`, `{location}`, `{type}`, `{article}`, `{page}`, `{product}`, …) anywhere inside a
 * segment (`/anlaggningar/{id}/hedin-bil-{location}`) and one trailing `{path*}` wildcard (zero or
 * more segments). The destination may use the same names and may carry a query string.
 */
export const redirectRuleSchema = z.object({
  source: z.string().startsWith("/"),
  destination: z.string().min(1),
  permanent: z.literal(true),
  /** Query parameters that must be present for the rule to match; their values are usable as `{name}`. */
  query: z.array(z.string().min(1)).optional(),
  /** Also match the source under an `/en` prefix (`/en/om-oss` as well as `/om-oss`). */
  enPrefix: z.boolean().optional(),
  /** The spec does not show the destination: this is the nearest section of the new site. */
  bestGuess: z.boolean().optional(),
  note: z.string().optional(),
});

export const redirectTableSchema = z.object({
  site: z.string(),
  /** Hosts a destination may point to besides the site itself (e.g. a careers site). */
  allowedExternalHosts: z.array(z.string()).default([]),
  rules: z.array(redirectRuleSchema),
});

export type RedirectRule = z.output<typeof redirectRuleSchema>;
export type RedirectTable = z.output<typeof redirectTableSchema>;
