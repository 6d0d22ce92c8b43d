import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/*
 * The layer rules of eslint.config.js, checked on imports written as if they were in each layer:
 * every forbidden one is reported by the rule that guards it, every allowed one by none.
 */

const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });

const layerRules = new Set([
  "import-x/no-restricted-paths",
  "import-x/no-cycle",
  "@typescript-eslint/no-restricted-imports",
]);

async function layerErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).filter((message) => layerRules.has(message.ruleId ?? ""));
}

const paths = "import-x/no-restricted-paths";
const imports = "@typescript-eslint/no-restricted-imports";

const forbidden: [file: string, code: string, rule: string][] = [
  ["design-system/x.tsx", 'export { links } from "../app/root";', paths],
  [
    "design-system/blocks/x.tsx",
    'import { useNavigate } from "react-router";\nuseNavigate();',
    imports,
  ],
  [
    "design-system/flows/x.tsx",
    'import { createTireHotelApi } from "../../api-adapters/tirehotel/api-client";\ncreateTireHotelApi({ basePath: "" });',
    imports,
  ],
  ["design-system/primitives/x.tsx", 'export { HeroBanner } from "../blocks/HeroBanner";', paths],
  ["design-system/primitives/x.tsx", 'export { CarList } from "../flows/CarList";', paths],
  ["design-system/hooks/x.ts", 'export { Footer } from "../blocks/Footer";', paths],
  ["api-adapters/x.ts", 'import { useState } from "react";\nuseState(0);', imports],
  ["api-adapters/mocks/x.ts", 'import styled from "styled-components";\nstyled.div``;', imports],
  ["api-adapters/x.ts", 'export { Button } from "../design-system";', paths],
  ["api-adapters/x.ts", 'export { cacheHeaders } from "../app/lib/cache-control";', paths],
  ["sites/x.ts", 'export { cacheHeaders } from "../app/lib/cache-control";', paths],
  ["brand-themes/x.ts", 'export { cacheHeaders } from "../app/lib/cache-control";', paths],
  ["redirects/x.ts", 'export { cacheHeaders } from "../app/lib/cache-control";', paths],
  ["server/x.ts", 'export { links } from "../app/root";', paths],
  ["app/x.tsx", 'export { Blurb } from "../design-system/blocks/Blurb";', paths],
  [
    "app/blocks/x.ts",
    'export type { CarCardData } from "../../design-system/flows/CarCard/types";',
    paths,
  ],
  [
    "app/x.ts",
    'export const load = () => import("../design-system/flows/TireHotel/rules");',
    paths,
  ],
  [
    "tests/lint/fixtures/cycle/a.ts",
    'import { b } from "./b";\nexport const a = 1;\nexport const c = b;',
    "import-x/no-cycle",
  ],
];

const allowed: [file: string, code: string][] = [
  [
    "design-system/flows/x.tsx",
    'import type { Vehicle } from "../../api-adapters/tirehotel/schemas";\nexport type V = Vehicle;',
  ],
  ["design-system/flows/x.tsx", 'export { Button } from "../primitives/Button";'],
  ["design-system/blocks/x.tsx", 'export { useMatchesMedia } from "../hooks";'],
  [
    "design-system/flows/x.stories.tsx",
    'import { tireHotelApiHandlers } from "../../api-adapters/mocks/tirehotel";\nexport const h = tireHotelApiHandlers;',
  ],
  ["api-adapters/x.ts", 'export { logger } from "./shared/logger";'],
  ["server/x.ts", 'export { cacheHeaders } from "../app/lib/cache-control";'],
  ["app/x.tsx", 'export { Blurb, type CarCardData } from "../design-system";'],
  ["app/x.ts", 'export const load = () => import("../design-system/flows/TireHotel");'],
  ["app/x.ts", 'export const load = () => import("../design-system/flows/CarList/CarList");'],
  ["app/x.test.tsx", 'export { storyTexts } from "../design-system/flows/CarList/storyData";'],
  ["tests/lint/fixtures/cycle/a.ts", "export const a = 1;"],
];

// Linting reads the imported modules' own imports (no-cycle): slow on a busy machine.
describe("layer rules (eslint.config.js)", { timeout: 30_000 }, () => {
  // Loading the config, its plugins, the resolver and the app's module graph happens once.
  beforeAll(() => layerErrors("app/x.ts", 'export { links } from "./root";'), 120_000);

  it.each(forbidden)("%s: %s is reported by %s", async (file, code, rule) => {
    const errors = await layerErrors(file, code);
    expect(errors.map((error) => error.ruleId)).toContain(rule);
  });

  it.each(allowed)("%s: %s is allowed", async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });
});
