// @vitest-environment node
import { describe, expect, it } from "vitest";
import { editDocument } from "./document-edits.server";
import { scriptsAfterFirstPaint } from "./module-preloads.server";

/** React Router's module script as `<Scripts>` writes it (the manifest shortened). */
const routerScript = (nonce = "") =>
  `<script${nonce ? ` nonce="${nonce}"` : ""} type="module" async="">;\n` +
  'import * as route0 from "/assets/root-B.js";\n' +
  'import * as route1 from "/assets/page-C.js";\n' +
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js","imports":[]}};\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"home":route1};\n\n' +
  'import("/assets/entry.client-A.js");</script>';

/** A document as React Router and React write it (the links hoisted into the head). */
const documentWith = (head: string, body: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}<title>Bilar – köp</title></head>` +
  `<body><p>Välkommen</p>${body}<script>window.__reactRouterContext = {};</script></body></html>`;

const links =
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/>' +
  '<link rel="preload" as="font" type="font/woff2" href="/assets/latin.woff2"/>' +
  '<link rel="modulepreload" href="/assets/root-B.js"/>' +
  '<link rel="modulepreload" href="/assets/page-C.js"/>';

const rewrite = (html: string, blockModules: string[] = []) =>
  editDocument(Buffer.from(html, "utf8"), scriptsAfterFirstPaint(blockModules)).toString("utf8");

describe("scriptsAfterFirstPaint", () => {
  it("moves the modulepreload links into the module script, after the first frame, and imports the routes in parallel", () => {
    const html = rewrite(documentWith(links, routerScript("marker")));
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toContain("modulepreload");
    expect(head).toContain('<link rel="preload" as="font"');
    expect(html).toContain("<title>Bilar – köp</title>");
    expect(html).toContain("<p>Välkommen</p>");

    const script = /<script nonce="marker" type="module" async="">([^]*?)<\/script>/.exec(html);
    const code = script?.[1] ?? "";
    expect(code).not.toMatch(/^import \*/m);
    const waits = code.indexOf("DOMContentLoaded");
    const preloads = code.indexOf(
      'for (const [index, name] of ["entry.client-A.js","root-B.js","page-C.js"].entries())',
    );
    const imports = code.indexOf(
      'const [route0, route1] = await Promise.all([import("/assets/root-B.js"), import("/assets/page-C.js")]);',
    );
    const routerCode = code.indexOf(
      'window.__reactRouterRouteModules = {"root":route0,"home":route1};',
    );
    expect(waits).toBeGreaterThan(-1);
    expect(preloads).toBeGreaterThan(waits);
    expect(imports).toBeGreaterThan(preloads);
    expect(routerCode).toBeGreaterThan(imports);
    expect(code.trimEnd().endsWith('import("/assets/entry.client-A.js");')).toBe(true);
    expect(code).toContain('link.fetchPriority = "low"');
    expect(code).toContain('link.href = "/assets/" + name;');
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  /**
   * Runs a rewritten document's module script against a stand-in document: the links it appends
   * (and how many were in when each task ended), what it imports, the window it leaves.
   */
  async function runModuleScript(html: string, visibilityState = "visible") {
    const code = /type="module" async="">([^]*?)<\/script>/.exec(html)?.[1] ?? "";
    const appended: string[] = [];
    const appendedByTaskEnd: number[] = [];
    const imported: string[] = [];
    const window: Record<string, unknown> = {};
    const document = {
      readyState: "complete",
      visibilityState,
      createElement: () => ({}) as Record<string, string>,
      head: { append: (link: { href: string }) => appended.push(link.href) },
    };
    const run = new Function(
      "window",
      "document",
      "requestAnimationFrame",
      "addEventListener",
      "setTimeout",
      "__import",
      `return (async () => {${code.replaceAll("import(", "__import(")}})();`,
    ) as (...args: unknown[]) => Promise<void>;
    await run(
      window,
      document,
      (callback: () => void) => setTimeout(callback),
      () => undefined,
      (callback: () => void) => {
        appendedByTaskEnd.push(appended.length);
        setTimeout(callback);
      },
      async (path: string) => {
        imported.push(path);
        return { path };
      },
    );
    return { appended, appendedByTaskEnd, imported, window };
  }

  it("runs the module script's code as it was once the modules are in", async () => {
    const { appended, imported, window } = await runModuleScript(
      rewrite(documentWith(links, routerScript())),
    );
    expect(appended).toEqual([
      "/assets/entry.client-A.js",
      "/assets/root-B.js",
      "/assets/page-C.js",
    ]);
    expect(imported).toEqual([
      "/assets/root-B.js",
      "/assets/page-C.js",
      "/assets/entry.client-A.js",
    ]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { path: "/assets/root-B.js" },
      home: { path: "/assets/page-C.js" },
    });
  });

  it("asks for the page's blocks' modules with the routes', each once, a few links per task", async () => {
    const blockModules = Array.from({ length: 18 }, (_, index) => `/assets/block-${index}.js`);
    const html = rewrite(documentWith(links, routerScript()), [
      "/assets/root-B.js",
      ...blockModules,
    ]);
    const visible = await runModuleScript(html);
    expect(visible.appended).toEqual([
      "/assets/entry.client-A.js",
      "/assets/root-B.js",
      "/assets/page-C.js",
      ...blockModules,
    ]);
    // 21 links: the first task's frame callback, then 8, 8 and 5.
    expect(visible.appendedByTaskEnd).toEqual([0, 8, 16]);
    expect(visible.imported).toEqual([
      "/assets/root-B.js",
      "/assets/page-C.js",
      "/assets/entry.client-A.js",
    ]);
    // Paths in different folders are written whole from where they part.
    const elsewhere = await runModuleScript(
      rewrite(documentWith(links, routerScript()), [
        "/assets/x/y.js",
        "/other/z.js",
        "https://cdn.example/w.js",
      ]),
    );
    expect(elsewhere.appended.slice(3)).toEqual([
      "/assets/x/y.js",
      "/other/z.js",
      "https://cdn.example/w.js",
    ]);
    // A hidden tab's timers wait up to a second: its links go in at once.
    const hidden = await runModuleScript(html, "hidden");
    expect(hidden.appended).toEqual(visible.appended);
    expect(hidden.appendedByTaskEnd).toEqual([0]);
  });

  it("only lowers the links' priority when the module script has another shape (the dev server's)", () => {
    const devScript =
      '<script type="module" async="">import "/@vite/client";\n' +
      'import * as route0 from "/app/root.tsx";\n' +
      "window.__reactRouterRouteModules = {root: route0};</script>";
    expect(rewrite(documentWith(links, devScript))).toBe(
      documentWith(
        links.replaceAll(
          '<link rel="modulepreload"',
          '<link rel="modulepreload" fetchpriority="low"',
        ),
        devScript,
      ),
    );
  });

  it("leaves documents without links, without a head or without React Router's script alone but for priorities", () => {
    const noLinks = documentWith(
      '<link rel="stylesheet" href="/assets/font.css"/>',
      routerScript(),
    );
    expect(rewrite(noLinks)).toBe(noLinks);
    expect(rewrite('<link rel="modulepreload" href="/a.js"/>')).toBe(
      '<link rel="modulepreload" href="/a.js"/>',
    );
    const otherScript = documentWith(links, '<script type="module">import "/x.js";</script>');
    expect(rewrite(otherScript)).toContain(
      '<link rel="modulepreload" fetchpriority="low" href="/assets/root-B.js"/>',
    );
  });
});
