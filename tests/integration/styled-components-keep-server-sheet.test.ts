import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { keepServerSheetInBrowserBuild } from "../../vite/styled-components-keep-server-sheet";

/** The installed browser build of styled-components, as the client build reads it. */
function installedBrowserBuild(): string {
  const entry = createRequire(import.meta.url).resolve("styled-components");
  return readFileSync(path.join(path.dirname(entry), "styled-components.browser.esm.js"), "utf8");
}

describe("styled-components keeps the server's sheet (vite plugin, decision 0046)", () => {
  it("patches the installed version's rehydration: the server's element is kept when it can be read, else the old path", () => {
    const patched = keepServerSheetInBrowserBuild(installedBrowserBuild());
    expect(patched).toMatch(
      /&&\(keepServerSheet\((\w+),(\w+),(\w+)\)\|\|\(\3\(\1,\2\),\2\.parentNode&&\2\.parentNode\.removeChild\(\2\)\)\)/,
    );
    expect(patched).toContain("function keepServerSheet(sheet, element, rehydrateFromTag)");
  });

  it("fails the build when a version no longer has the statement it patches", () => {
    expect(() => keepServerSheetInBrowserBuild("export const styled = {};")).toThrow(
      /rehydration statement of styled-components' browser build was not found/,
    );
  });
});
