/** The site list loads this many sites per page (specs §9: site list page size 48). */
export const SITE_LIST_PAGE_SIZE = 48;

/** The search box shows when more sites than this match (specs §9: more than 8). */
export const SITE_SEARCH_THRESHOLD = 8;

/** Whether the list offers its search box: above the threshold, or while a search is active. */
export function showsSiteSearch(total: number, keyphrase?: string): boolean {
  return total > SITE_SEARCH_THRESHOLD || Boolean(keyphrase?.trim());
}
