/**
 * The page's modules are asked for after the first paint, at low priority
 * (docs/decisions/0041-script-requests-after-first-paint.md).
 *
 * React Router's `<Scripts>` writes one `<link rel="modulepreload">` per module of the entry and
 * the page's routes (about 30, ~190 KB gzip), which React hoists into the head, and a module
 * script that imports the route modules statically and then the entry. Both make the browser ask
 * for every module while the document is still arriving: on a phone they share its bandwidth
 * with the HTML, the font and the images of the first view, and Lighthouse counts every module
 * that arrived before the first paint as holding it back.
 *
 * The document is rewritten so the module script waits for the parsed document's first frame,
 * then adds the same modulepreload links (low priority: images in view still come first) and
 * imports the route modules in parallel before the rest of React Router's script runs as it was.
 * The whole module graph is still asked for at once, with no waterfall of imports; hydration
 * starts later by the time the first frame takes. A script of any other shape (the dev server's)
 * only gets its links' priority lowered.
 *
 * Only ASCII is looked for in the document's bytes, and only its links and that script are read
 * as text (app/lib/document-edits.server.ts).
 */

import type { DocumentEdits, DocumentStep } from "./document-edits.server";

const hrefAttribute = /\shref="([^"]+)"/;
const moduleScriptStart = /^<script\s[^>]*\btype="module"[^>]*>$/;
const staticRouteImport = /^import \* as (route\d+) from "([^"]+)";\n?/gm;
const anyStaticImport = /^\s*import\s*[\w*{"']/m;

/**
 * Each link starts a request, main-thread work of about 0.4 ms on a desktop core (four times
 * that on Lighthouse's phone): a page with its blocks' modules asks for 30-40, so a few go per
 * task and no task is long. A hidden tab appends them at once (its timers wait up to a second).
 */
const linksPerTask = 8;

/** A JavaScript string literal that cannot end the script element it stands in. */
const literal = (text: string) => JSON.stringify(text).replaceAll("<", "\\u003c");

/** The folder every path is in ("/assets/"), written once instead of in each path. */
function commonFolder(paths: string[]): string {
  const [first = ""] = paths;
  let folder = first.slice(0, first.lastIndexOf("/") + 1);
  while (!paths.every((path) => path.startsWith(folder))) {
    folder = folder.slice(0, folder.slice(0, -1).lastIndexOf("/") + 1);
  }
  return folder;
}

/** What the module script does before React Router's code: wait, preload, import. */
function afterFirstPaint(preloads: string[], imports: { name: string; path: string }[]) {
  const folder = commonFolder(preloads);
  const names = preloads.map((path) => literal(path.slice(folder.length)));
  return [
    "await new Promise((start) => {",
    '  const nextFrame = () => document.visibilityState === "hidden" ? setTimeout(start) : requestAnimationFrame(() => setTimeout(start));',
    '  if (document.readyState === "loading") addEventListener("DOMContentLoaded", nextFrame, { once: true });',
    "  else nextFrame();",
    "});",
    `for (const [index, name] of [${names.join(",")}].entries()) {`,
    `  if (index > 0 && index % ${linksPerTask} === 0 && document.visibilityState !== "hidden") await new Promise((next) => setTimeout(next));`,
    '  const link = document.createElement("link");',
    '  link.rel = "modulepreload";',
    '  link.fetchPriority = "low";',
    `  link.href = ${literal(folder)} + name;`,
    "  document.head.append(link);",
    "}",
    `const [${imports.map(({ name }) => name).join(", ")}] = await Promise.all([${imports
      .map(({ path }) => `import(${literal(path)})`)
      .join(", ")}]);`,
    "",
  ].join("\n");
}

const headEnd = Buffer.from("</head>", "latin1");
const preloadLinkStart = Buffer.from('<link rel="modulepreload"', "latin1");
const scriptStart = Buffer.from("<script", "latin1");
const scriptEnd = Buffer.from("</script>", "latin1");
const routeModulesMarker = Buffer.from("window.__reactRouterRouteModules", "latin1");

interface Span {
  start: number;
  end: number;
  text: string;
}

/** The head's modulepreload links, with their byte offsets. */
function preloadLinksBefore(html: Buffer, headEndAt: number): Span[] {
  const links: Span[] = [];
  for (let start = html.indexOf(preloadLinkStart); start !== -1 && start < headEndAt;) {
    const end = html.indexOf(">", start) + 1;
    if (end === 0 || end > headEndAt) break;
    links.push({ start, end, text: html.toString("latin1", start, end) });
    start = html.indexOf(preloadLinkStart, end);
  }
  return links;
}

/** The body of React Router's module script (the one that sets its route modules), if any. */
function routerModuleScript(html: Buffer, from: number): Span | undefined {
  for (
    let at = html.indexOf(scriptStart, from);
    at !== -1;
    at = html.indexOf(scriptStart, at + 1)
  ) {
    const tagEnd = html.indexOf(">", at) + 1;
    if (tagEnd === 0) return undefined;
    if (!moduleScriptStart.test(html.toString("latin1", at, tagEnd))) continue;
    const end = html.indexOf(scriptEnd, tagEnd);
    if (end === -1) return undefined;
    const marker = html.indexOf(routeModulesMarker, tagEnd);
    if (marker !== -1 && marker < end) {
      return { start: tagEnd, end, text: html.toString("latin1", tagEnd, end) };
    }
  }
  return undefined;
}

/** The fallback: `fetchpriority="low"` on each modulepreload link of the head. */
function lowerPriorities(links: Span[], edits: DocumentEdits) {
  for (const link of links) {
    const lowered = link.text.replace(
      '<link rel="modulepreload"',
      '<link rel="modulepreload" fetchpriority="low"',
    );
    edits.replace(link.start, link.end, Buffer.from(lowered, "latin1"));
  }
}

/**
 * Rewrites a rendered document's module script (see above). `blockModules` are modules the page
 * needs beyond its routes' (its lazy blocks', app/blocks/block-modules.server.ts): they are asked
 * for with the routes' modules instead of once the route's code has run.
 */
export function scriptsAfterFirstPaint(blockModules: Iterable<string> = []): DocumentStep {
  return (html, edits) => {
    const headEndAt = html.indexOf(headEnd);
    if (headEndAt === -1) return;
    const links = preloadLinksBefore(html, headEndAt);
    if (links.length === 0) return;
    const script = routerModuleScript(html, headEndAt);
    const imports = script
      ? [...script.text.matchAll(staticRouteImport)].map(([, name = "", path = ""]) => ({
          name,
          path,
        }))
      : [];
    const code = script?.text.replace(staticRouteImport, "");
    if (!script || code === undefined || imports.length === 0 || anyStaticImport.test(code)) {
      lowerPriorities(links, edits);
      return;
    }
    const preloads = new Set(
      links.map(({ text }) => hrefAttribute.exec(text)?.[1] ?? "").filter(Boolean),
    );
    for (const module of blockModules) preloads.add(module);
    for (const link of links) edits.replace(link.start, link.end);
    edits.replace(
      script.start,
      script.end,
      Buffer.from(afterFirstPaint([...preloads], imports) + code, "latin1"),
    );
  };
}
