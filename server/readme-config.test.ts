import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { configVariableNames } from "./env";

const readme = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "README.md"),
  "utf8",
);

/** The variable names in the first column of the README's configuration table. */
function documentedVariables(): string[] {
  const section = readme.split(/^## Configuration$/m)[1]?.split(/^## /m)[0] ?? "";
  return [...section.matchAll(/^\| `([A-Z][A-Z0-9_]*)`/gm)].map((match) => match[1] ?? "");
}

describe("README configuration table", () => {
  it("lists exactly the variables the server reads", () => {
    expect(documentedVariables().sort()).toEqual([...configVariableNames].sort());
  });
});
