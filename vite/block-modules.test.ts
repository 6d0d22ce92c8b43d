// @vitest-environment node
import { readFileSync } from "node:fs";
import type { Rollup } from "vite";
import { describe, expect, it } from "vitest";
import { blockRegistry } from "../app/blocks/registry";
import { isLazy } from "../app/composer/lazy-block";
import { filesOfChunk, lazyRegistryEntries } from "./block-modules";

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
