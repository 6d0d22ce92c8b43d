import { data } from "react-router";
import type { Rendering, RouteData } from "../../api-adapters/content";
import { reportDegraded } from "../../api-adapters/shared/degradation";
import { logger } from "../../api-adapters/shared/logger";
import type { BlockDataContext, BlockLoaders } from "./block";
import { brandDesignOf } from "../../brand-themes/theme-data.server";
import type { BrandThemeData } from "../../brand-themes/theme-data";

/**
 * A rendering as the page loader ships it to the render: the CMS fields and params parsed by the
 * block's schema (once, here on the server), and the block's server data. The browser gets no
 * raw fields, and needs no zod to read these.
 */
export interface PreparedRendering {
  componentName: string;
  uid?: string;
  /** The parsed fields and params; absent for an unknown component or invalid fields. */
  props?: unknown;
  /** The fields failed validation (logged): the section shows the fallback box. */
  invalid?: true;
  /** The block's server data; undefined without a loadData, a uid, or when it failed. */
  data?: unknown;
  placeholders?: PreparedPlaceholders;
  /**
   * Sent in a document's data instead of a static block's rendering: the browser keeps the
   * server's HTML of it (decision 0049; composer/HeldBlock.tsx). Only `componentName` and `uid`.
   */
  held?: true;
}

export type PreparedPlaceholders = Record<string, PreparedRendering[]>;

/** A route with its placeholders prepared: the page fields stay (title, meta, brand design). */
export type PreparedRoute = Omit<RouteData, "placeholders"> & {
  placeholders: PreparedPlaceholders;
  /** The car-brand design the page's BrandDesign field asks for, as data (no theme ships in JS). */
  brandDesign?: BrandThemeData | null;
};

/** Data loaded per rendering, by the rendering's uid. */
export type BlockData = Record<string, unknown>;

/**
 * What a block's data says when the page must answer with another status while still rendering
 * (the car detail page's 404 view with its recommendations). To answer otherwise (a redirect, an
 * error page), a block's loadData throws react-router's `redirect()` or `data()` instead.
 */
export interface SetsPageStatus {
  pageStatus: number;
}

/** The status the page answers with: the highest any block's data asks for, else 200. */
export function pageStatusOf(blockData: BlockData): number {
  return Object.values(blockData).reduce<number>((status, value) => {
    const asked =
      typeof value === "object" && value !== null
        ? (value as Partial<SetsPageStatus>).pageStatus
        : undefined;
    return typeof asked === "number" && asked > status ? asked : status;
  }, 200);
}

const DataWithResponseInit = data(null).constructor;

/**
 * A thrown `redirect()` (a Response) or `data(…, { status })`: the block decides the page's
 * answer, so the loader passes it on instead of degrading the block.
 */
export function isRouteAnswer(error: unknown): boolean {
  return error instanceof Response || error instanceof DataWithResponseInit;
}

/**
 * Each rendering's parse by its block's schema. The content client hands back the same parsed
 * layout while its read cache is fresh (api-adapters/shared/errors.ts), so its renderings are
 * parsed once per process, not once per request (decision 0027). The parsed props are shared:
 * blocks and their loaders never change them.
 */
const parsedRenderings = new WeakMap<
  BlockLoaders[string]["schema"],
  WeakMap<Rendering, ParseResult>
>();
type ParseResult = ReturnType<BlockLoaders[string]["schema"]["safeParse"]>;

function parseRendering(schema: BlockLoaders[string]["schema"], rendering: Rendering): ParseResult {
  let bySchema = parsedRenderings.get(schema);
  if (!bySchema) parsedRenderings.set(schema, (bySchema = new WeakMap()));
  let parsed = bySchema.get(rendering);
  if (!parsed) {
    parsed = schema.safeParse({ fields: rendering.fields, params: rendering.params });
    bySchema.set(rendering, parsed);
  }
  return parsed;
}

interface PrepareOptions {
  /** The page's path, for the logs. */
  path: string;
  /** Data to attach by uid (tests; the page loader loads it with `prepareRoute`). */
  blockData?: BlockData;
  /** Called for each rendering whose fields parsed (the loader collects data loads here). */
  onParsed?: (prepared: PreparedRendering, rendering: Rendering) => void;
}

/**
 * Parses each rendering's fields and params with its block's schema, nested placeholders too.
 * An unknown component is left without props (the render marks or skips it); invalid fields are
 * logged and marked, so that section alone shows the fallback box.
 */
export function prepareRenderings(
  renderings: readonly Rendering[],
  loaders: BlockLoaders,
  options: PrepareOptions,
): PreparedRendering[] {
  return renderings.map((rendering) => {
    const { componentName, uid } = rendering;
    const prepared: PreparedRendering = { componentName, ...(uid ? { uid } : {}) };
    if (rendering.placeholders) {
      prepared.placeholders = mapPlaceholders(rendering.placeholders, (children) =>
        prepareRenderings(children, loaders, options),
      );
    }
    const loader = Object.hasOwn(loaders, componentName) ? loaders[componentName] : undefined;
    if (!loader) return prepared;
    const parsed = parseRendering(loader.schema, rendering);
    if (!parsed.success) {
      logger.error("composer.invalid-fields", {
        componentName,
        uid,
        path: options.path,
        reason: parsed.error.issues
          .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
          .join("; "),
      });
      prepared.invalid = true;
      return prepared;
    }
    prepared.props = parsed.data;
    if (uid && options.blockData && Object.hasOwn(options.blockData, uid)) {
      prepared.data = options.blockData[uid];
    }
    options.onParsed?.(prepared, rendering);
    return prepared;
  });
}

function mapPlaceholders(
  placeholders: Record<string, Rendering[]>,
  prepare: (renderings: Rendering[]) => PreparedRendering[],
): PreparedPlaceholders {
  return Object.fromEntries(
    Object.entries(placeholders).map(([name, renderings]) => [name, prepare(renderings)]),
  );
}

/**
 * A route prepared for rendering, in the page loader: every rendering parsed, and every block's
 * `loadData` run in parallel (renderings without a uid get none). A failed load is logged,
 * leaves that block's data undefined and marks the response degraded (not cached), except a
 * thrown route answer (`redirect()`, `data()` with a status), which the loader rethrows as the
 * page's. `blockData` is the loaded data by uid (whether a block understood a wildcard path, the
 * page status it asks for).
 */
export async function prepareRoute(
  route: RouteData,
  loaders: BlockLoaders,
  context: BlockDataContext,
): Promise<{ route: PreparedRoute; blockData: BlockData }> {
  const blockData: BlockData = {};
  const jobs: Promise<void>[] = [];
  const onParsed = (prepared: PreparedRendering, rendering: Rendering) => {
    const loader = loaders[rendering.componentName];
    const uid = rendering.uid;
    if (!loader?.loadData || !uid) return;
    jobs.push(
      loader.loadData(prepared.props, rendering, context).then(
        (data) => {
          blockData[uid] = data;
          prepared.data = data;
        },
        (error: unknown) => {
          if (isRouteAnswer(error)) throw error;
          logger.error("composer.block-data-failed", {
            componentName: rendering.componentName,
            uid,
            path: context.path,
            message: error instanceof Error ? error.message : String(error),
          });
          reportDegraded(`block:${rendering.componentName}`);
        },
      ),
    );
  };
  const placeholders = mapPlaceholders(route.placeholders, (renderings) =>
    prepareRenderings(renderings, loaders, { path: context.path, onParsed }),
  );
  await Promise.all(jobs);
  return { route: { ...route, placeholders, brandDesign: brandDesignOf(route.fields) }, blockData };
}
