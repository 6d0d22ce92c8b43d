import type { Rendering, RouteData } from "../../api-adapters/content";
import { reportDegraded } from "../../api-adapters/shared/degradation";
import { logger } from "../../api-adapters/shared/logger";
import type { BlockDataContext, BlockRegistry } from "./block";

/** Data loaded per rendering, by the rendering's uid. */
export type BlockData = Record<string, unknown>;

function* allRenderings(placeholders: Record<string, Rendering[]>): Generator<Rendering> {
  for (const renderings of Object.values(placeholders)) {
    for (const rendering of renderings) {
      yield rendering;
      if (rendering.placeholders) yield* allRenderings(rendering.placeholders);
    }
  }
}

/**
 * Runs every block's `loadData` for a route, in parallel. Renderings without a uid, with unknown
 * components or invalid fields are skipped (the composer reports those while rendering); a failed
 * load is logged, leaves that block's data undefined and marks the response degraded (not cached).
 */
export async function loadBlockData(
  route: RouteData,
  registry: BlockRegistry,
  context: BlockDataContext,
): Promise<BlockData> {
  const jobs: Promise<[string, unknown] | null>[] = [];
  for (const rendering of allRenderings(route.placeholders)) {
    const binding = Object.hasOwn(registry, rendering.componentName)
      ? registry[rendering.componentName]
      : undefined;
    if (!binding?.loadData || !rendering.uid) continue;
    const parsed = binding.schema.safeParse({ fields: rendering.fields, params: rendering.params });
    if (!parsed.success) continue;
    const uid = rendering.uid;
    jobs.push(
      binding
        .loadData(parsed.data, rendering, context)
        .then((data): [string, unknown] => [uid, data])
        .catch((error: unknown) => {
          logger.error("composer.block-data-failed", {
            componentName: rendering.componentName,
            uid,
            path: context.path,
            message: error instanceof Error ? error.message : String(error),
          });
          reportDegraded(`block:${rendering.componentName}`);
          return null;
        }),
    );
  }
  const results = await Promise.all(jobs);
  return Object.fromEntries(results.filter((entry) => entry !== null));
}
