import { describe, expect, it } from "vitest";
import { cacheControl, cacheControlFor } from "./cache-control";

describe("cacheControlFor", () => {
  it.each([
    ["a public page", cacheControl.publicPage],
    ["a public file (sitemap)", cacheControl.publicFile],
    ["a cached 404", cacheControl.notFound],
    ["a long-lived custom header", "public, max-age=31536000, immutable"],
    ["a short one", "max-age=5"],
    ["no header at all", undefined],
  ])("turns %s into no-store when the response degraded", (_name, requested) => {
    expect(cacheControlFor(requested, true)).toBe("no-store");
  });

  it.each([cacheControl.noStore, cacheControl.personal, "No-Store"])(
    "keeps %s, already never stored",
    (requested) => {
      expect(cacheControlFor(requested, true)).toBe(requested);
    },
  );

  it.each([cacheControl.publicPage, cacheControl.publicFile, undefined])(
    "leaves a whole response's %s alone",
    (requested) => {
      expect(cacheControlFor(requested, false)).toBe(requested);
    },
  );
});
