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
 * The document stays UTF-8 bytes; only ASCII is looked for, on a Latin-1 view of the bytes (as in
 * server/edge/csp.ts), so offsets are byte offsets.
 */

const preloadLink = /<link rel="modulepreload"[^>]*>/g;
const hrefAttribute = /\shref="([^"]+)"/;
const moduleScriptStart = /<script\s[^>]*\btype="module"[^>]*>/g;
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

/** Adds `fetchpriority="low"` to each modulepreload link of the head (the fallback). */
function lowerPriorities(head: string): string {
  return head.replace(preloadLink, (link) =>
    link.replace('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"'),
  );
}

/**
 * Rewrites a rendered document's module script (see above). `blockModules` are modules the page
 * needs beyond its routes' (its lazy blocks', app/blocks/block-modules.server.ts): they are asked
 * for with the routes' modules instead of once the route's code has run.
 */
export function scriptsAfterFirstPaint(html: Buffer, blockModules: Iterable<string> = []): Buffer {
  const text = html.toString("latin1");
  const headEnd = text.indexOf("</head>");
  if (headEnd === -1) return html;
  const head = text.slice(0, headEnd);
  const links = head.match(preloadLink) ?? [];
  if (links.length === 0) return html;
  const rest = text.slice(headEnd);
  const script = routerModuleScript(rest);
  const imports = script
    ? [...script.body.matchAll(staticRouteImport)].map(([, name = "", path = ""]) => ({
        name,
        path,
      }))
    : [];
  const code = script?.body.replace(staticRouteImport, "");
  if (!script || code === undefined || imports.length === 0 || anyStaticImport.test(code)) {
    return Buffer.from(lowerPriorities(head) + rest, "latin1");
  }
  const preloads = new Set(
    links.map((link) => hrefAttribute.exec(link)?.[1] ?? "").filter(Boolean),
  );
  for (const module of blockModules) preloads.add(module);
  const rewritten =
    head.replace(preloadLink, "") +
    rest.slice(0, script.bodyStart) +
    afterFirstPaint([...preloads], imports) +
    code +
    rest.slice(script.bodyEnd);
  return Buffer.from(rewritten, "latin1");
}

/** The body of React Router's module script (the one that sets its route modules), if any. */
function routerModuleScript(text: string) {
  for (const start of text.matchAll(moduleScriptStart)) {
    const bodyStart = start.index + start[0].length;
    const bodyEnd = text.indexOf("</script>", bodyStart);
    if (bodyEnd === -1) return undefined;
    const body = text.slice(bodyStart, bodyEnd);
    if (body.includes("window.__reactRouterRouteModules")) return { body, bodyStart, bodyEnd };
  }
  return undefined;
}
