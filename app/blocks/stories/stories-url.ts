/*
 * The stories list's state in its URL (specs: tag state in the URL): the chosen tags as repeated
 * `tag` parameters (tag keys), and the pages loaded as `page` (1 + load-more presses), so a
 * shared or reloaded URL shows the same filter and the same stories. Used by the server (the
 * list's loader) and the browser (the chips and load more), so it holds no zod.
 */

/** Stories per page of the list (specs 9). */
export const STORIES_PAGE_SIZE = 4;
/** Pages a list URL can ask for at once (as the car and site lists). */
export const STORIES_MAX_PAGES = 20;
/** Tags a URL can name at once (more are ignored: an index has a handful). */
const MAX_TAGS = 20;

export interface StoriesListState {
  /** Tag keys, each once, in the order chosen. */
  tags: string[];
  pages: number;
}

const tagKey = /^[a-z0-9-]{1,64}$/;

export function parseStoriesParams(params: URLSearchParams): StoriesListState {
  const page = Math.trunc(Number(params.get("page") ?? 1));
  return {
    tags: [...new Set(params.getAll("tag").filter((key) => tagKey.test(key)))].slice(0, MAX_TAGS),
    pages: Number.isFinite(page) ? Math.min(Math.max(page, 1), STORIES_MAX_PAGES) : 1,
  };
}

/** The list URL of a state; page 1 is left out. */
export function storiesHref(path: string, state: StoriesListState): string {
  const params = new URLSearchParams();
  for (const tag of state.tags) params.append("tag", tag);
  if (state.pages > 1) params.set("page", String(state.pages));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The state with a tag switched on or off: a changed filter starts at the first page. */
export function toggleTag(state: StoriesListState, key: string): StoriesListState {
  return {
    tags: state.tags.includes(key) ? state.tags.filter((tag) => tag !== key) : [...state.tags, key],
    pages: 1,
  };
}
