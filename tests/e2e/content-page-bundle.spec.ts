import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { blockGroups } from "../../vite/block-chunks";
import { contentRouteChunksGzipBytes } from "../performance-budgets";

/*
 * The content page's JavaScript: the entry, the root route and the page route with the chunks
 * they import (the build's manifest). Block fields are parsed on the server, in the page loader
 * (app/composer/prepare-renderings.server.ts): zod's schemas and parser stay out of these chunks,
 * as do the rich-text sanitiser and its HTML parser. A gzip budget keeps the whole in view.
 */

const require = createRequire(import.meta.url);
const clientAssets = new URL("../../build/client/assets/", import.meta.url);

/** Strings minifiers keep (error codes, class names) of server-only libraries. */
const serverOnlyMarkers: [library: string, marker: string][] = [
  ["zod", "ZodError"],
  ["zod", "invalid_type"],
  ["sanitize-html", "allowedSchemesAppliedToAttributes"],
  ["htmlparser2", "onopentagname"],
  // styled-components runs stylis's vendor prefixer only with enableVendorPrefixes, which the app
  // never sets: the browser build leaves it out (vite/stylis-without-prefixer.ts).
  ["stylis prefixer", "flex-line-pack"],
];

interface ManifestEntry {
  module: string;
  imports?: string[];
}

function contentPageChunks(): string[] {
  const manifestFile = readdirSync(clientAssets).find((name) => /^manifest-.*\.js$/.test(name));
  if (!manifestFile) throw new Error("no build manifest: run npm run build first");
  const source = readFileSync(new URL(manifestFile, clientAssets), "utf8");
  const manifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as {
    entry: ManifestEntry;
    routes: Record<string, ManifestEntry>;
  };
  const entries = [manifest.entry, manifest.routes.root, manifest.routes["routes/page"]];
  const chunks = entries.flatMap((entry) =>
    entry ? [entry.module, ...(entry.imports ?? [])] : [],
  );
  return [...new Set(chunks.map((chunk) => chunk.replace(/^\/assets\//, "")))];
}

function libraryCode(library: string): string {
  if (library === "stylis prefixer") {
    const stylis = dirname(require.resolve("stylis/package.json"));
    return readFileSync(join(stylis, "src", "Prefixer.js"), "utf8");
  }
  const main = require.resolve(library);
  if (library !== "zod") return readFileSync(main, "utf8");
  // zod's error codes and class names live in its core modules.
  const core = join(dirname(main), "v4", "core");
  return ["errors.js", "schemas.js"].map((file) => readFileSync(join(core, file), "utf8")).join("");
}

test("the content page's chunks carry no zod, no sanitiser, no CSS prefixer, and stay within the gzip budget", () => {
  for (const [library, marker] of serverOnlyMarkers) {
    if (library === "zod" || library === "sanitize-html" || library === "stylis prefixer") {
      expect(libraryCode(library), `${library} contains ${marker}`).toContain(marker);
    }
  }
  const chunks = contentPageChunks();
  expect(chunks.length).toBeGreaterThan(2);
  let gzipBytes = 0;
  const leaks: string[] = [];
  for (const chunk of chunks) {
    const code = readFileSync(new URL(chunk, clientAssets));
    gzipBytes += gzipSync(code, { level: 9 }).length;
    const text = code.toString("utf8");
    for (const [library, marker] of serverOnlyMarkers) {
      if (text.includes(marker)) leaks.push(`${chunk}: ${library} (${marker})`);
    }
  }
  expect(leaks).toEqual([]);
  // The budget lives with the others (decisions 0019 and 0016 record the earlier figures).
  const { budget, goal } = contentRouteChunksGzipBytes;
  expect(
    gzipBytes,
    `content page route JS: ${gzipBytes} B gzip, budget ${budget} (goal ${goal}); ${chunks.join(", ")}`,
  ).toBeLessThanOrEqual(budget);
});

/** A brand's generated rule, `[data-brand="<id>"]{--fc-…`, as it stands in a JS string literal. */
const brandRule = /\[data-brand=\\?"([a-z0-9-]+)\\?"\]\{--fc-/g;

test("no client chunk carries a brand theme: the loaders send the site's theme as data", () => {
  // The marker matches the generated CSS (brand-themes/<id>/generated/tokens.css).
  const bmwCss = readFileSync(
    new URL("../../brand-themes/bmw/generated/tokens.css", import.meta.url),
  );
  expect([...bmwCss.toString("utf8").matchAll(brandRule)].map((match) => match[1])).toEqual([
    "bmw",
  ]);
  const themed: string[] = [];
  for (const chunk of readdirSync(clientAssets).filter((name) => name.endsWith(".js"))) {
    const text = readFileSync(new URL(chunk, clientAssets), "utf8");
    for (const match of text.matchAll(brandRule)) themed.push(`${chunk}: ${match[1]}`);
  }
  expect(themed).toEqual([]);
});

for (const group of Object.keys(blockGroups)) {
  test(`the ${group} blocks load as one chunk, which the route only imports on demand`, () => {
    // vite/block-chunks.ts: the registry's import() of each of the group's bindings leads here.
    const groupChunks = readdirSync(clientAssets).filter((name) =>
      new RegExp(`^_block-group_${group}-[\\w-]+\\.js$`).test(name),
    );
    expect(groupChunks).toHaveLength(1);
    const [groupChunk = ""] = groupChunks;
    const route = contentPageChunks().map((chunk) =>
      readFileSync(new URL(chunk, clientAssets), "utf8"),
    );
    expect(route.some((code) => code.includes(`import("./${groupChunk}")`))).toBe(true);
    expect(route.filter((code) => code.includes(`from"./${groupChunk}"`))).toEqual([]);
  });
}

test("no client chunk carries the server's logger: the browser build logs to the console", () => {
  // vite/browser-logger.ts: the redaction patterns and JSON lines stay on the server.
  const marker = "proxy-authorization";
  expect(
    readFileSync(new URL("../../api-adapters/shared/logger.ts", import.meta.url), "utf8"),
  ).toContain(marker);
  const carriers = readdirSync(clientAssets)
    .filter((name) => name.endsWith(".js"))
    .filter((name) => readFileSync(new URL(name, clientAssets), "utf8").includes(marker));
  expect(carriers).toEqual([]);
});

test("no client chunk carries React Router's development warnings", () => {
  // vite/react-router-without-dev-warnings.ts: its package resolves to the development build.
  const marker = "You should not include both `Component` and `element` on your route";
  const development = dirname(require.resolve("react-router"));
  const library = readdirSync(development)
    .filter((name) => name.endsWith(".mjs"))
    .map((name) => readFileSync(join(development, name), "utf8"));
  expect(library.some((code) => code.includes(marker))).toBe(true);
  const carriers = readdirSync(clientAssets)
    .filter((name) => name.endsWith(".js"))
    .filter((name) => readFileSync(new URL(name, clientAssets), "utf8").includes(marker));
  expect(carriers).toEqual([]);
});

test("views few visitors see are chunks of their own, which the page's first load only imports on demand", () => {
  // The 404/error views (with the search field's form code), the demo's site directory, the
  // mobile menu's panel (with the drawer's dialog code), a sold car's view and the footer, which
  // keeps the server's HTML until it comes near the viewport (issue 17).
  const lazyViews = [
    "NotFoundPage",
    "NotFound",
    "SiteDirectory",
    "MobileMenu",
    "CarNotFound",
    "Footer",
  ];
  const files = readdirSync(clientAssets);
  const firstLoad = contentPageChunks();
  const firstLoadCode = firstLoad.map((chunk) =>
    readFileSync(new URL(chunk, clientAssets), "utf8"),
  );
  const allCode = files
    .filter((name) => name.endsWith(".js"))
    .map((name) => readFileSync(new URL(name, clientAssets), "utf8"));
  for (const view of lazyViews) {
    const chunk = files.find((name) => new RegExp(`^${view}-[\\w-]+\\.js$`).test(name));
    expect(chunk, `a chunk of its own for ${view}`).toBeDefined();
    expect(firstLoad, `${view} is not in the first load`).not.toContain(chunk);
    expect(
      firstLoadCode.filter((code) => code.includes(`from"./${chunk}"`)),
      `nothing in the first load imports ${view} statically`,
    ).toEqual([]);
    expect(
      allCode.some((code) => code.includes(`import("./${chunk}")`)),
      `${view} is imported on demand`,
    ).toBe(true);
  }
});

test("the icons' artwork is one chunk of its own, imported on demand, in no other chunk", () => {
  // The server writes a page's icons into its sprite (decision 0048); the browser loads the
  // artwork only for an icon its document lacks. Marker: the gear box icon's shapes.
  const marker = "M6 6v12M12 6v12M18 6v6H6";
  const artworkSource = readFileSync(
    new URL("../../design-system/primitives/Icon/icon-markup.ts", import.meta.url),
    "utf8",
  );
  expect(artworkSource).toContain(marker);
  const files = readdirSync(clientAssets).filter((name) => name.endsWith(".js"));
  const carriers = files.filter((name) =>
    readFileSync(new URL(name, clientAssets), "utf8").includes(marker),
  );
  expect(carriers).toHaveLength(1);
  expect(carriers[0]).toMatch(/^icon-markup-[\w-]+\.js$/);
  expect(contentPageChunks()).not.toContain(carriers[0]);
  const importers = files.filter((name) =>
    readFileSync(new URL(name, clientAssets), "utf8").includes(`import("./${carriers[0]}")`),
  );
  expect(importers.length).toBeGreaterThan(0);
});
