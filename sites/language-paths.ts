import { languages } from "./manifest";

/*
 * Language prefixes in paths, without the site list (the browser uses these): decision 0024.
 */

/**
 * The first segment of a path when it is spelled like a platform language (`/sv/x`, `/sv`, and
 * React Router's data URL `/sv.data`), else null. The client uses it without the site's list.
 */
export function pathLanguageSegment(pathname: string): string | null {
  const [, first = "", ...rest] = pathname.split("/");
  const segment = rest.length === 0 ? first.replace(/\.data$/, "") : first;
  const primary = segment.split("-")[0] ?? "";
  return (languages as readonly string[]).includes(primary) &&
    /^[a-z]{2}(-[a-z]{2})?$/.test(segment)
    ? segment
    : null;
}

/** The content path of a request path: without the language prefix (`/sv/osta-auto` -> `/osta-auto`). */
export function contentPathOf(prefix: string, path: string): string {
  if (prefix === "" || !path.toLowerCase().startsWith(prefix)) return path;
  const rest = path.slice(prefix.length);
  if (rest === "") return "/";
  return rest.startsWith("/") ? rest : path;
}

/**
 * The query parameter that names the page's language on our own resource routes (`/api/...`),
 * which have no language prefix: `/api/cars/1?lang=sv` answers in Swedish.
 */
export const languageParam = "lang";

/** A resource route's URL from a page under `prefix`: `?lang=sv` added on a Swedish page. */
export function withLanguageParam(url: string, prefix: string): string {
  if (prefix === "") return url;
  return `${url}${url.includes("?") ? "&" : "?"}${languageParam}=${encodeURIComponent(prefix.slice(1))}`;
}

/**
 * The path whose prefix gives a request's language: its own, or for a resource route under
 * `/api/` the language its `lang` parameter names.
 */
export function languagePathOf(pathname: string, search: string): string {
  if (!pathname.startsWith("/api/")) return pathname;
  return `/${new URLSearchParams(search).get(languageParam) ?? ""}`;
}

/** A content path in a language: `/osta-auto` under "/sv" is `/sv/osta-auto`, "/" is "/sv". */
export function localizedPath(prefix: string, path: string): string {
  if (prefix === "" || !path.startsWith("/") || path.startsWith("//")) return path;
  if (path === prefix || path.startsWith(`${prefix}/`)) return path;
  if (path === "/") return prefix;
  if (path.startsWith("/?") || path.startsWith("/#")) return `${prefix}${path.slice(1)}`;
  return `${prefix}${path}`;
}
