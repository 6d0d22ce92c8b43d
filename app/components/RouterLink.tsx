import { forwardRef, useCallback, type MouseEvent } from "react";
import { Link, useNavigate, type NavigateFunction } from "react-router";
import type { LinkComponentProps } from "../../design-system";
import { useLocalizedPath } from "../i18n/language-prefix";

/** Paths the server answers without React Router's page routes: proxies, resources, services. */
const documentPathPrefixes = ["/-/", "/api/", "/sitecore/", "/healthz", "/feaas-render"];

/**
 * True when the router can render the href as a page: a same-site path that is not a proxied
 * file, a resource route or a file name (`/-/media/x.pdf`, `/api/…`, `/sitemap.xml`). Everything
 * else is a plain document link: a client navigation there would fetch `.data` and fail.
 */
export function isPagePath(href: string): boolean {
  if (!href.startsWith("/") || href.startsWith("//") || href.startsWith("/\\")) return false;
  const path = href.split(/[?#]/, 1)[0] ?? "";
  const lower = path.toLowerCase();
  if (documentPathPrefixes.some((prefix) => lower.startsWith(prefix))) return false;
  const lastSegment = path.slice(path.lastIndexOf("/") + 1);
  return !/\.[a-z0-9]{1,8}$/i.test(lastSegment);
}

/**
 * Site pages navigate client-side through the router, in the page's language (`/osta-auto` is
 * `/sv/osta-auto` on a Swedish page; a link that names its language with hrefLang, as the
 * language switcher's do, is already in it); anything else is a plain anchor.
 */
export const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink(
  { href, children, ...rest },
  ref,
) {
  const localize = useLocalizedPath();
  if (isPagePath(href)) {
    return (
      <Link ref={ref} to={rest.hrefLang ? href : localize(href)} prefetch="intent" {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a ref={ref} href={href} {...rest}>
      {children}
    </a>
  );
});

/**
 * A click on a link of markup no code has taken over (a held block's or a deferred section's
 * kept server HTML) goes where the router's `Link` would have taken it: a site page navigates
 * client-side (RouterLink renders those as `Link`; the server already wrote the href in the
 * page's language), anything else (a file, another site, a new tab, a modified click) is left to
 * the browser.
 */
function followPageLink(event: MouseEvent<HTMLElement>, navigate: NavigateFunction): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!anchor || !event.currentTarget.contains(anchor) || anchor.hasAttribute("download")) return;
  const target = anchor.getAttribute("target");
  if (target && target !== "_self") return;
  const href = anchor.getAttribute("href") ?? "";
  if (!isPagePath(href)) return;
  event.preventDefault();
  void navigate(href);
}

/** `followPageLink` with the router's navigate, for the wrapper of markup kept as it is. */
export function useFollowPageLink(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => followPageLink(event, navigate),
    [navigate],
  );
}
