const gtmOrigin = "https://www.googletagmanager.com";

/** A tag manager container id; anything else is ignored (it is written into an inline script). */
const gtmIdPattern = /^GTM-[A-Z0-9]{4,12}$/;

/** The container for a page: the page's own gtmID wins over the site's; invalid ids are dropped. */
export function resolveGtmId(
  pageGtmId: unknown,
  siteGtmId: string | null | undefined,
): string | null {
  for (const candidate of [pageGtmId, siteGtmId]) {
    if (typeof candidate === "string" && gtmIdPattern.test(candidate.trim()))
      return candidate.trim();
  }
  return null;
}

/**
 * Google Tag Manager's loader, for an inline script allowed by its hash. gtm.js comes from an
 * allowed host; the scripts it adds run only from allowed hosts (no inline Custom HTML tags).
 */
export function gtmBootstrap(id: string): string {
  if (!gtmIdPattern.test(id)) throw new Error(`not a GTM container id: ${id}`);
  return (
    "(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});" +
    "var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;" +
    `j.src='${gtmOrigin}/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${id}');`
  );
}

/** The container script's URL (what the bootstrap above loads for the `dataLayer` layer). */
export function gtmScriptUrl(id: string): string {
  return `${gtmOrigin}/gtm.js?id=${encodeURIComponent(id)}`;
}

/**
 * Loads a container in the browser, once per id: what the inline bootstrap does, from our own
 * bundle. A client navigation to a page with its own gtmID renders no executable inline script
 * (React inserts inert ones, and the hashed CSP would refuse a new one anyway); gtm.js itself
 * comes from an allowed host. A container the server's bootstrap already added is left alone.
 */
export function loadTagManager(id: string, doc: Document = document): boolean {
  if (!gtmIdPattern.test(id)) return false;
  const src = gtmScriptUrl(id);
  const scripts = Array.from(doc.getElementsByTagName("script"));
  if (scripts.some((script) => script.src === src)) return false;
  const win = doc.defaultView as (Window & typeof globalThis) | null;
  if (win) {
    win.dataLayer = win.dataLayer ?? [];
    win.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  }
  const script = doc.createElement("script");
  script.async = true;
  script.src = src;
  doc.head.appendChild(script);
  return true;
}
