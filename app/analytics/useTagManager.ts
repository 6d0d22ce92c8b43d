import { useEffect } from "react";
import { loadTagManager } from "./gtm";

/**
 * Keeps the page's tag manager container loaded: on the first render the server's inline
 * bootstrap has loaded it already; after a client navigation to a page with another gtmID this
 * loads that one, once per id (a container, once loaded, stays for the visit).
 */
export function useTagManager(gtmId: string | null): void {
  useEffect(() => {
    if (gtmId) loadTagManager(gtmId);
  }, [gtmId]);
}
