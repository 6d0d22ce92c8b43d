import { describe, expect, it } from "vitest";
import type { BlockBinding, BlockRegistry } from "../composer/block";
import { preloadBlocks } from "../composer/lazy-block";
import { callToActionBlock } from "./call-to-action";
import { blockRegistry } from "./registry";
import { siteHeaderBlock } from "./site-header";
import { textSectionBlock } from "./text-section";

/** Every block group's map (app/blocks/<group>/index.ts), imported at once as tests and stories do. */
const groupModules = import.meta.glob<Record<string, unknown>>("./*/index.ts", { eager: true });
const groups: BlockRegistry = Object.assign(
  { SiteHeader: siteHeaderBlock, TextSection: textSectionBlock, CallToAction: callToActionBlock },
  ...Object.values(groupModules).flatMap((module) => Object.values(module)),
);

describe("the block registry", () => {
  it("names every block of the groups' maps, and no other", () => {
    expect(Object.keys(groups).length).toBeGreaterThan(20);
    expect(Object.keys(blockRegistry).sort()).toEqual(Object.keys(groups).sort());
  });

  it("resolves each name to the group's binding once its chunk is loaded", async () => {
    await preloadBlocks(blockRegistry);
    for (const [name, binding] of Object.entries(groups)) {
      const entry: BlockBinding | undefined = blockRegistry[name];
      const resolved = entry && "loaded" in entry ? (entry.loaded as () => unknown)() : entry;
      expect(resolved, name).toBe(binding);
    }
  });
});
