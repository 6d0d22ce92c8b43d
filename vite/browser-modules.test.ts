// @vitest-environment node
import { readFileSync } from "node:fs";
import type { Rollup } from "vite";
import { describe, expect, it } from "vitest";
import { blockRegistry } from "../app/blocks/registry";
import { isLazy } from "../app/composer/lazy-block";
import { filesOfChunk, lazyRegistryEntries, notingImports } from "./browser-modules";

describe("lazyRegistryEntries", () => {
  it("finds every lazy block of the registry with the module it imports", () => {
    const source = readFileSync(new URL("../app/blocks/registry.ts", import.meta.url), "utf8");
    const entries = lazyRegistryEntries(source);
    const lazyNames = Object.keys(blockRegistry).filter((name) => isLazy(blockRegistry[name]));
    expect([...entries.keys()].sort()).toEqual(lazyNames.sort());
    expect(entries.get("SiteList")).toBe("./marketplace/site-list");
    expect(entries.get("ServiceBooking")).toBe("./services/service-booking");
    expect(entries.get("SiteHeader")).toBe("./site-header");
  });
});

describe("filesOfChunk", () => {
  const chunk = (fileName: string, imports: string[]) =>
    ({ type: "chunk", fileName, imports }) as unknown as Rollup.OutputChunk;
  it("lists a chunk and everything it imports, transitively, each once, under the base", () => {
    const bundle = {
      "assets/site-list.js": chunk("assets/site-list.js", ["assets/Card.js", "assets/query.js"]),
      "assets/Card.js": chunk("assets/Card.js", ["assets/runtime.js"]),
      "assets/query.js": chunk("assets/query.js", ["assets/runtime.js", "assets/Card.js"]),
      "assets/runtime.js": chunk("assets/runtime.js", []),
    } as unknown as Rollup.OutputBundle;
    expect(filesOfChunk(bundle["assets/site-list.js"] as Rollup.OutputChunk, bundle, "/")).toEqual([
      "/assets/site-list.js",
      "/assets/Card.js",
      "/assets/runtime.js",
      "/assets/query.js",
    ]);
  });
});

describe("notingImports", () => {
  const ids: Record<string, string> = {
    "./TireHotel": "design-system/flows/TireHotel/index.ts",
    "../../tirehotel/browser-client": "app/tirehotel/browser-client.ts",
  };
  const resolveId = async (specifier: string) => ids[specifier];

  it("makes each import of the project's modules note its id first, and leaves the rest alone", async () => {
    const code = [
      "const load = () => Promise.all([import(\"./TireHotel\"), import('../../tirehotel/browser-client')]);",
      'const other = () => import("some-package");',
      "const dynamic = (name) => import(name);",
    ].join("\n");
    const noted = await notingImports(code, resolveId);
    expect(noted).toBe(
      [
        'const load = () => Promise.all([(globalThis.__forecourtNoteImport?.("design-system/flows/TireHotel/index.ts"), import("./TireHotel")), (globalThis.__forecourtNoteImport?.("app/tirehotel/browser-client.ts"), import(\'../../tirehotel/browser-client\'))]);',
        'const other = () => import("some-package");',
        "const dynamic = (name) => import(name);",
      ].join("\n"),
    );
  });

  it("notes the ids in the order the imports run, then imports as before", async () => {
    const noted = await notingImports(
      'return Promise.all([import("./TireHotel"), import("../../tirehotel/browser-client")]);',
      resolveId,
    );
    const seen: string[] = [];
    const imported: string[] = [];
    const run = new Function(
      "__import",
      `return (() => {${noted?.replaceAll("import(", "__import(")}})();`,
    );
    const global = globalThis as { __forecourtNoteImport?: (id: string) => void };
    global.__forecourtNoteImport = (id) => seen.push(id);
    try {
      await run(async (specifier: string) => imported.push(specifier));
    } finally {
      delete global.__forecourtNoteImport;
    }
    expect(seen).toEqual([
      "design-system/flows/TireHotel/index.ts",
      "app/tirehotel/browser-client.ts",
    ]);
    expect(imported).toEqual(["./TireHotel", "../../tirehotel/browser-client"]);
  });

  it("leaves code without imports as it is", async () => {
    expect(await notingImports("export const a = 1;", resolveId)).toBeNull();
  });
});
