import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  declaresDevWarnings,
  withoutDevWarnings,
} from "../../vite/react-router-without-dev-warnings";

/** The installed development build's module that declares the constant, as the client build reads it. */
function installedDeclaringModule(): string {
  const entry = createRequire(import.meta.url).resolve("react-router");
  const dir = path.dirname(entry);
  const modules = readdirSync(dir)
    .filter((file) => file.endsWith(".mjs"))
    .map((file) => readFileSync(path.join(dir, file), "utf8"))
    .filter(declaresDevWarnings);
  expect(modules, "modules declaring ENABLE_DEV_WARNINGS").toHaveLength(1);
  return modules[0] ?? "";
}

describe("React Router's browser build without its development warnings (vite plugin)", () => {
  it("turns the installed version's constant off, as its production build does", () => {
    const code = withoutDevWarnings(installedDeclaringModule());
    expect(code).toContain("var ENABLE_DEV_WARNINGS = false;");
    expect(code).not.toContain("var ENABLE_DEV_WARNINGS = true;");
  });

  it("fails the build when a version no longer declares the constant this way", () => {
    expect(() => withoutDevWarnings("var ENABLE_DEV_WARNINGS = !0;")).toThrow(
      /no longer declares `var ENABLE_DEV_WARNINGS = true;`/,
    );
  });
});
