/**
 * The `rel` for a link: a link opening a new tab (`target="_blank"`) always gets
 * `noopener noreferrer`, so the opened page cannot reach back through `window.opener`. Tokens
 * the caller gives are kept (deduplicated, in order).
 */
export function linkRel(target: string | undefined, rel: string | undefined): string | undefined {
  const tokens = (rel ?? "").split(/\s+/).filter(Boolean);
  if (target === "_blank") tokens.push("noopener", "noreferrer");
  const unique = [...new Set(tokens)];
  return unique.length > 0 ? unique.join(" ") : undefined;
}

/** Whether the link opens a new browsing context (a new tab or window). */
export function opensNewTab(target: string | undefined): boolean {
  return target === "_blank";
}
