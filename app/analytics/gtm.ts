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
    `j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${id}');`
  );
}
