import type { SiteSettings } from "../../api-adapters/content";
import type { BlockData } from "../composer/prepare-renderings.server";

/**
 * The page a path below the car list falls back to: `/kop-bil/volvo/el` is the car list page
 * `/kop-bil` with the filter segments `["volvo", "el"]`. Car detail paths are not list filters.
 */
export function wildcardPage(
  settings: SiteSettings,
  path: string,
): { path: string; segments: string[] } | null {
  const list = settings.pathToCarList?.url.replace(/\/+$/, "");
  if (!list || list === "") return null;
  const lower = path.toLowerCase();
  if (!lower.startsWith(`${list.toLowerCase()}/`)) return null;
  const detail = settings.pathToCarDetail?.url.replace(/\/+$/, "").toLowerCase();
  if (detail && (lower === detail || lower.startsWith(`${detail}/`))) return null;
  const segments = path
    .slice(list.length + 1)
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
  return segments.length > 0 ? { path: list, segments } : null;
}

/** What a block's data says when it has turned the wildcard segments into its own state. */
export interface ConsumesWildcard {
  consumesWildcard: true;
}

/** True when some block on the page understood the wildcard segments (otherwise: 404). */
export function wildcardConsumed(blockData: BlockData): boolean {
  return Object.values(blockData).some(
    (value) =>
      typeof value === "object" &&
      value !== null &&
      (value as Partial<ConsumesWildcard>).consumesWildcard === true,
  );
}
