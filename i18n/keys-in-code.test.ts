import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { catalogueKeys, defaultLanguage } from "./catalogue.server";

/*
 * Every catalogue key code names as a literal exists, and no key is built at run time. The typed
 * t() already makes an unknown literal key a type error; this catches the paths types do not
 * see (a key in a plain string, a table of keys, a key assembled from parts).
 */

const root = join(import.meta.dirname, "..");
const scanned = ["app", "server", "api-adapters", "design-system"];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const keys = new Set(catalogueKeys(defaultLanguage));
const namespaces = [...new Set([...keys].map((key) => key.split(".")[0] as string))];
const keyLiteral = new RegExp(`["'\`]((?:${namespaces.join("|")})\\.[A-Za-z0-9.]+)["'\`]`, "g");
/** t(`…${x}`), t("A." + x), translate(prefix + key): a key the catalogue test cannot check. */
const builtKey = /\b(?:t|translate)\(\s*(?:`[^`]*\$\{|["'][^"']*["']\s*\+|\w+\s*\+)/;

const files = scanned.flatMap((folder) => sourceFiles(join(root, folder)));

describe("catalogue keys in code", () => {
  it("finds the files and keys it checks", () => {
    expect(files.length).toBeGreaterThan(100);
    const named = files.flatMap((file) => [...readFileSync(file, "utf8").matchAll(keyLiteral)]);
    expect(named.length).toBeGreaterThan(40);
    expect(builtKey.test("t(`Blocks.${name}`)") && builtKey.test('translate("Shell." + k)')).toBe(
      true,
    );
  });

  it("names only keys the default catalogue has", () => {
    const missing = files.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(keyLiteral)]
        .map((match) => match[1] as string)
        .filter((key) => !keys.has(key))
        .map((key) => `${relative(root, file)}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it("builds no key from parts at run time", () => {
    const built = files.filter((file) => builtKey.test(readFileSync(file, "utf8")));
    expect(built.map((file) => relative(root, file))).toEqual([]);
  });
});
