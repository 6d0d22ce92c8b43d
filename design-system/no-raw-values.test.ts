// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.dirname(fileURLToPath(import.meta.url));

/** Component source files: what must use tokens only (stories and tests may show raw values). */
function componentFiles(): string[] {
  return (readdirSync(root, { recursive: true }) as string[])
    .filter((file) => /\.(ts|tsx)$/.test(file))
    .filter((file) => !/\.(stories|test)\.tsx?$/.test(file))
    .filter((file) => !file.startsWith(`theme${path.sep}`) && !file.startsWith(`tokens${path.sep}`))
    .sort();
}

const tokenValue = /^(\$\{|inherit\b|var\()/;

const rules: { name: string; test: (line: string) => boolean }[] = [
  { name: "raw hex colour", test: (line) => /(?<![&\w])#[0-9a-fA-F]{3,8}\b/.test(line) },
  { name: "raw rgb()/hsl() colour", test: (line) => /\b(rgba?|hsla?)\(/.test(line) },
  {
    name: "named colour",
    test: (line) =>
      /\b(color|background|border(-\w+)?|fill|stroke)\s*:\s*(black|white|red|blue|green|gray|grey|yellow|orange)\b/.test(
        line,
      ),
  },
  {
    name: "font family or font shorthand not from tokens",
    test: (line) => {
      const match = /\bfont(-family)?\s*:\s*([^;]*)/.exec(line);
      return match?.[2] !== undefined && !tokenValue.test(match[2].trim());
    },
  },
  { name: "pixel font size", test: (line) => /font-size\s*:\s*[\d.]+px/.test(line) },
];

describe("design-system components use theme tokens only", () => {
  const files = componentFiles();

  it("finds the component files", () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files)("%s has no raw colours, font families or pixel font sizes", (file) => {
    const source = readFileSync(path.join(root, file), "utf8")
      .split("\n")
      .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line));
    const problems = source.flatMap((line, index) =>
      rules
        .filter((rule) => rule.test(line))
        .map((rule) => `line ${index + 1}: ${rule.name}: ${line.trim()}`),
    );
    expect(problems).toEqual([]);
  });
});
