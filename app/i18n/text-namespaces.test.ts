import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { catalogueKeys, defaultLanguage } from "../../i18n/catalogue.server";
import { blockRegistry } from "../blocks/registry";
import {
  blockNamespacesBeyondRoot,
  blockTextNamespaces,
  rootTextNamespaces,
  shellTextNamespaces,
} from "./text-namespaces";

/*
 * A page's hydration data carries only the texts its code can ask for (issue 17: HTML bytes):
 * the shell's namespaces with the root data, each placed block's with the page data. This test
 * reads the code the way the bundler does (imports from a file, dynamic ones included; names
 * through the design system's `export *` barrels) and fails when a block or the shell can reach
 * a catalogue key whose namespace the table does not send with it. Server modules are skipped:
 * loaders format with the server's translator, not the page's texts.
 */

const root = join(import.meta.dirname, "../..");
const namespaces = new Set(
  catalogueKeys(defaultLanguage).map((key) => key.slice(0, key.indexOf("."))),
);
const keyLiteral = new RegExp(`["'\`](${[...namespaces].join("|")})\\.[A-Za-z0-9.]+["'\`]`, "g");
const importFrom =
  /(?:import|export)\s+(?:type\s+)?(?:(\*(?:\s+as\s+\w+)?|\{[^}]*\}|[\w$]+(?:\s*,\s*\{[^}]*\})?)\s+from\s+)?["'](\.[^"']+)["']|import\(\s*["'](\.[^"']+)["']\s*\)/g;

const sourceCache = new Map<string, string>();
function source(file: string): string {
  let text = sourceCache.get(file);
  if (text === undefined) sourceCache.set(file, (text = readFileSync(file, "utf8")));
  return text;
}

function resolveModule(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]
    .map((suffix) => base + suffix)
    .find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

interface ModuleImport {
  file: string;
  /** The names imported, or undefined for the whole module (`*`, a side effect, `import()`). */
  names?: string[];
}

function importsOf(file: string): ModuleImport[] {
  const found: ModuleImport[] = [];
  for (const match of source(file).matchAll(importFrom)) {
    const [, clause, staticSpecifier, dynamicSpecifier] = match;
    const specifier = staticSpecifier ?? dynamicSpecifier;
    const target = specifier ? resolveModule(file, specifier) : undefined;
    if (!target) continue;
    const braces = clause?.match(/\{([^}]*)\}/)?.[1];
    const names = braces
      ?.split(",")
      .map((part) =>
        part
          .replace(/^\s*type\s+/, "")
          .replace(/\s+as\s+.*$/s, "")
          .trim(),
      )
      .filter(Boolean);
    found.push({ file: target, names: clause && !clause.startsWith("*") ? names : undefined });
  }
  return found;
}

const isBarrel = (file: string) =>
  source(file)
    .split("\n")
    .every(
      (line) =>
        !line.trim() ||
        /^\s*(\/\/|export (type )?\* from|export (type )?\{[^}]*\} from)/.test(line),
    );

function declares(file: string, name: string): boolean {
  return new RegExp(
    `export\\s+(?:default\\s+)?(?:async\\s+)?(?:function\\*?|const|let|class|type|interface|enum)\\s+${name}\\b|export\\s*\\{[^}]*\\b${name}\\b[^}]*\\}`,
  ).test(source(file));
}

/** Where a barrel's `export *` lines take an imported name from. */
function barrelSources(barrel: string, name: string): string[] {
  return importsOf(barrel).flatMap((target) =>
    isBarrel(target.file)
      ? barrelSources(target.file, name)
      : declares(target.file, name)
        ? [target.file]
        : [],
  );
}

const isServerModule = (file: string) => /\.server\.tsx?$/.test(file);

/** The catalogue namespaces of every key the code reachable from `entries` names. */
function reachableNamespaces(entries: string[], stopAt: string[] = []): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>(stopAt);
  const visit = (file: string) => {
    if (seen.has(file) || isServerModule(file)) return;
    seen.add(file);
    for (const [, namespace] of source(file).matchAll(keyLiteral))
      if (namespace) found.add(namespace);
    for (const target of importsOf(file)) {
      const next =
        isBarrel(target.file) && target.names
          ? target.names.flatMap((name) => barrelSources(target.file, name))
          : [target.file];
      next.forEach(visit);
    }
  };
  entries.forEach(visit);
  return found;
}

/** The module of each registry entry: `X: lazyBlock(() => import("./x")…)` or an import. */
function bindingModules(): Record<string, string> {
  const registryFile = join(root, "app/blocks/registry.ts");
  const text = source(registryFile);
  const modules: Record<string, string> = {};
  const add = (name: string | undefined, specifier: string | undefined) => {
    const file = name && specifier ? resolveModule(registryFile, specifier) : undefined;
    if (name && file) modules[name] = file;
  };
  for (const [, name, specifier] of text.matchAll(
    /(\w+):\s*lazyBlock\(\s*\(\)\s*=>\s*import\(\s*"([^"]+)"\s*\)/g,
  )) {
    add(name, specifier);
  }
  for (const [, name, binding] of text.matchAll(/^\s*(\w+):\s*(\w+Block),$/gm)) {
    add(
      name,
      text.match(new RegExp(`import \\{[^}]*\\b${binding}\\b[^}]*\\} from "([^"]+)"`))?.[1],
    );
  }
  return modules;
}

const inRoot = (file: string) => join(root, file);
const registryFile = inRoot("app/blocks/registry.ts");
const compareDock = inRoot("app/marketplace/CompareDock.tsx");

const notSent = (needed: Set<string>, sent: readonly string[]) =>
  [...needed].filter((namespace) => !sent.includes(namespace)).sort();

describe("the texts a page sends", () => {
  const modules = bindingModules();

  it("knows the module of every block in the registry, and its namespaces", () => {
    expect(Object.keys(modules).sort()).toEqual(Object.keys(blockRegistry).sort());
    expect(Object.keys(blockTextNamespaces).sort()).toEqual(Object.keys(blockRegistry).sort());
  });

  it("finds the keys a binding names through the design system's barrel", () => {
    expect(reachableNamespaces([modules.CarDetail ?? "app/blocks/registry.ts"])).toEqual(
      new Set([
        "Shell",
        "Blocks",
        "Marketplace",
        "CarDetail",
        "CarGallery",
        "CarContact",
        "Finance",
        "FinanceQuote",
      ]),
    );
  });

  it("sends the shell's namespaces with the root data (the compare dock's on car sites)", () => {
    const shell = reachableNamespaces(
      ["app/root.tsx", "app/routes/page.tsx", "app/components/NotFoundPage.tsx"].map(inRoot),
      [registryFile, compareDock],
    );
    expect(notSent(shell, rootTextNamespaces(false))).toEqual([]);
    expect(notSent(reachableNamespaces([compareDock]), rootTextNamespaces(true))).toEqual([]);
  });

  it.each(Object.keys(blockRegistry))("sends every namespace %s's code names with it", (name) => {
    const sent = [...shellTextNamespaces, ...(blockTextNamespaces[name] ?? [])];
    const module = modules[name] ?? registryFile;
    const file = relative(root, module);
    expect({ file, missing: notSent(reachableNamespaces([module]), sent) }).toEqual({
      file,
      missing: [],
    });
  });
});

describe("blockNamespacesBeyondRoot", () => {
  it("names each needed namespace once, none the root data already sends", () => {
    expect(blockNamespacesBeyondRoot(["CarTeaser", "SiteTeaser", "FileList"], false)).toEqual([
      "Blocks",
      "Marketplace",
      "FileList",
    ]);
    expect(blockNamespacesBeyondRoot(["CarTeaser", "Footer", "FileList"], true)).toEqual([
      "FileList",
    ]);
  });

  it("needs nothing for a block the registry lacks", () => {
    expect(blockNamespacesBeyondRoot(["NoSuchComponent", "constructor"], false)).toEqual([]);
  });
});
