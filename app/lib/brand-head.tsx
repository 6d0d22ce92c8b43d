import { createContext, useContext } from "react";

/** What the document head carries of the page's own brand. */
export interface BrandHeadAssets {
  /** The text of its `<style data-brand-style>`: custom properties and font fallbacks. */
  css: string;
  /** Its icon's `href`. */
  favicon: string;
}

/**
 * Where the head's brand assets come from: the build's themes on the server (entry.server), the
 * document the server wrote in the browser (entry.client). So the root loader does not send
 * them a second time in the hydration data (decision 0045): 3-3.5 KB of CSS and 1.3 KB of token
 * values on every page.
 */
export type BrandHeadSource = (brandId: string) => BrandHeadAssets;

const BrandHeadContext = createContext<BrandHeadSource | null>(null);

export const BrandHeadProvider = BrandHeadContext.Provider;

/** The head's assets of the page's brand; undefined without a brand (no site, no error data). */
export function useBrandHead(brandId: string | undefined): BrandHeadAssets | undefined {
  const source = useContext(BrandHeadContext);
  if (!source)
    throw new Error("useBrandHead needs a BrandHeadProvider (entry.server, entry.client)");
  return brandId === undefined ? undefined : source(brandId);
}

/**
 * The head as the server wrote it, read once before hydration: the brand style's exact text
 * (React hydrates it against the same string, and the CSP allows it by that text's hash) and
 * the icon's href (React keeps a head `<link>` only when its attributes match).
 */
export function brandHeadOfDocument(document: Document): BrandHeadSource {
  const styles = new Map(
    [...document.head.querySelectorAll<HTMLStyleElement>("style[data-brand-style]")].map(
      (style) => [style.dataset.brandStyle ?? "", style.textContent ?? ""] as const,
    ),
  );
  const favicon = document.head.querySelector('link[rel="icon"]')?.getAttribute("href") ?? "";
  return (brandId) => ({ css: styles.get(brandId) ?? "", favicon });
}
