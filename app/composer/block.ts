import type { ReactNode } from "react";
import type { z } from "zod";
import type { ContentClient, Rendering, SiteSettings } from "../../api-adapters/content";
import type { SearchClient } from "../../api-adapters/search";
import type { PageBrand } from "../../brand-themes/theme-data";
import type { RichTextNode } from "../../design-system";
import type { Translate } from "../../i18n/translate";
import type { Site } from "../../sites/registry";

/** What every block binding may use besides its own fields and params. */
export interface BlockContext {
  /** The page's brand: its name and logo (its CSS is the document head's). */
  brand: PageBrand;
  siteName: string;
  language: string;
  /** Number, date and currency formatting for the site (Intl). */
  locale: string;
  currency: string;
  /** The path of the page being rendered, e.g. to mark the current link. */
  path: string;
  pageEditing: boolean;
  /** The site's texts by catalogue key: dictionary, language catalogue, default (decision 0016). */
  t: Translate;
  /** Site settings authors own (car list path, …). */
  settings: SiteSettings;
}

/** What a block's server-side data loader gets: the upstream clients and the request's site. */
export interface BlockDataContext {
  content: ContentClient;
  search: SearchClient;
  site: Site;
  settings: SiteSettings;
  /** The page's route path (for a wildcard page, the path the layout was found under). */
  path: string;
  /** The requested URL (query parameters such as a car list's filters). */
  url: URL;
  /**
   * Path segments below a wildcard page: `/kop-bil/volvo/el` renders the car list page `/kop-bil`
   * with `["volvo", "el"]`. Empty for an ordinary page.
   */
  wildcardSegments: readonly string[];
  /**
   * The CMS's rich-text HTML as sanitised nodes (app/blocks/content/rich-text.server.ts), given
   * here so the sanitiser and its HTML parser stay on the server.
   */
  sanitizeRichText: (html: string) => RichTextNode[];
  /** The site language's texts (catalogue, decision 0016), for what a loader formats. */
  t: Translate;
  /** The maps service's public browser key (MAPS_API_KEY); none: maps show their static fallback. */
  mapsApiKey?: string;
  /** A demo or development deployment: demo-only helpers may show (DEPLOY_ENV). */
  demoDeployment?: boolean;
}

/**
 * Renders one of the rendering's own placeholders (the CMS layout nests renderings inside
 * renderings) through the same composer: registry, validation and one error boundary each.
 */
export type RenderPlaceholder = (name: string) => ReactNode;

/**
 * The server half of a CMS rendering's binding: the zod schema of its fields and params, and the
 * data it needs beyond them. The page loader parses every rendering once, on the server
 * (composer/prepare-renderings.server.ts), and ships the parsed props and data; zod and the
 * loaders never reach the browser (app/blocks/loaders.server.ts lists them).
 */
export interface BlockLoader<S extends z.ZodType = z.ZodType, D = unknown> {
  schema: S;
  /**
   * Data the block needs beyond its fields (a navigation tree, table column headers), loaded in
   * the page loader on the server, in parallel with the other blocks'. A failure is logged and
   * the block renders with `data` undefined, so it can degrade as the specs say.
   */
  // Method syntax on purpose: loaders with specific types fit the registry's general type.
  loadData?(props: z.output<S>, rendering: Rendering, context: BlockDataContext): Promise<D>;
}

/** The parsed fields and params a block renders with (its loader's schema output). */
export type BlockProps<L extends BlockLoader> = z.output<L["schema"]>;
/** The server data a block renders with. */
export type BlockDataOf<L extends BlockLoader> =
  L extends BlockLoader<z.ZodType, infer D> ? D : never;

/** The browser half of a binding: how the parsed props and data render. No zod here. */
export interface BlockBinding<P = unknown, D = unknown> {
  render(
    props: P,
    context: BlockContext,
    data: D | undefined,
    placeholder: RenderPlaceholder,
  ): ReactNode;
  /**
   * Loads the block's own lazy sections (`lazyComponent`) with its chunk, so the page renders and
   * hydrates them in one pass (decision 0028). Optional: most blocks have none.
   */
  preload?(): Promise<unknown>;
  /**
   * The lazy sections one rendering's data needs at once and that are not loaded yet (the car
   * detail's not-found view for a sold car): the page waits for them as for its blocks, so it
   * renders and hydrates in one pass. Undefined when nothing is missing. Optional.
   */
  sectionsFor?(data: D | undefined): Promise<unknown> | undefined;
  /**
   * The block renders no state, effect or event handler of its own: only markup, links and
   * images. On the page the server rendered, the browser keeps its HTML as it is: neither its
   * props nor its code are sent for it (decision 0049). Optional: most blocks are live.
   */
  static?: boolean;
}

/** The render halves by CMS component name (app/blocks/registry.ts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each binding has its own props
export type BlockRegistry = Readonly<Record<string, BlockBinding<any, any>>>;

/** The server halves by CMS component name (app/blocks/loaders.server.ts). */
export type BlockLoaders = Readonly<Record<string, BlockLoader>>;

export function defineBlockLoader<S extends z.ZodType, D = never>(
  schema: S,
  loadData?: (props: z.output<S>, rendering: Rendering, context: BlockDataContext) => Promise<D>,
): BlockLoader<S, D> {
  return loadData ? { schema, loadData } : { schema };
}

/** A block rendered from its props (the type parameter: its loader, `typeof xLoader`). */
export function defineBlock<L extends BlockLoader>(
  render: (props: BlockProps<L>, context: BlockContext) => ReactNode,
): BlockBinding<BlockProps<L>, BlockDataOf<L>> {
  return { render: (props, context) => render(props, context) };
}

/** A block that lays out renderings of its own placeholders (`placeholder("column-1")`). */
export function defineContainerBlock<L extends BlockLoader>(
  render: (
    props: BlockProps<L>,
    context: BlockContext,
    placeholder: RenderPlaceholder,
  ) => ReactNode,
): BlockBinding<BlockProps<L>, BlockDataOf<L>> {
  return { render: (props, context, _data, placeholder) => render(props, context, placeholder) };
}

/** A block with server-side data (see `BlockLoader.loadData`). */
export function defineDataBlock<L extends BlockLoader>(
  render: (
    props: BlockProps<L>,
    context: BlockContext,
    data: BlockDataOf<L> | undefined,
  ) => ReactNode,
): BlockBinding<BlockProps<L>, BlockDataOf<L>> {
  return { render: (props, context, data) => render(props, context, data) };
}
