import automotiveNo from "./tables/automotive-no.json";
import automotiveSe from "./tables/automotive-se.json";
import carstoreFi from "./tables/carstore-fi.json";
import carstoreNo from "./tables/carstore-no.json";
import carstoreSe from "./tables/carstore-se.json";
import carstoreSk from "./tables/carstore-sk.json";
import retailUk from "./tables/retail-uk.json";
import { compileTable, type CompiledTable } from "./matcher";
import { redirectTableSchema, type RedirectTable } from "./schema";

export { compileTable, matchRedirect, normalisePath, REDIRECT_STATUS } from "./matcher";
export type { CompiledTable, RedirectRefusal, RedirectResult } from "./matcher";
export { checkDestination } from "./destination";
export { checkTable } from "./checker";
export type { RedirectRule, RedirectTable } from "./schema";

/** Each market's table, validated, keyed by the demo site that serves it. */
export const redirectTables: Record<string, RedirectTable> = Object.fromEntries(
  [carstoreFi, carstoreNo, carstoreSe, carstoreSk, automotiveNo, automotiveSe, retailUk].map(
    (raw) => {
      const table = redirectTableSchema.parse(raw);
      return [table.site, table];
    },
  ),
);

/** Compiles every table once (at start-up): exact sources hashed, patterns ordered. */
export function compileRedirectTables(): ReadonlyMap<string, CompiledTable> {
  return new Map(
    Object.entries(redirectTables).map(([site, table]) => [site, compileTable(table)]),
  );
}
