import path from "node:path";
import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { chromiumArgs, chromiumPath } from "./tests/chromium";
import { browserModules } from "./vite/browser-modules";

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        // The blocks' browser files are the build's; under test the map is empty.
        plugins: [react(), browserModules()],
        test: {
          name: "unit",
          // A test file that needs a DOM starts with `// @vitest-environment jsdom`.
          environment: "node",
          include: [
            "{app,sites,i18n,design-system,brand-themes,api-adapters,redirects,server,vite,tests/integration,tests/lint}/**/*.test.{ts,tsx}",
          ],
          setupFiles: ["tests/setup/unit.ts"],
          // Unit tests check behaviour, not speed: a render that takes 6 s while CI's two cores
          // are busy is not a failure (benchmarks measure time).
          testTimeout: 20_000,
          // Files share a worker's modules and environment instead of loading them afresh: the
          // full run took 167 s instead of 392 s with the same results (decision 0017). So a
          // module's own state (a lazy component loaded, a registry) may come from another file:
          // a test that needs it fresh imports the module after `vi.resetModules()`
          // (car-detail.sections.test.tsx), one that needs the parts loaded preloads them.
          isolate: false,
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(root, ".storybook") })],
        test: {
          name: "storybook",
          // A story in every brand renders, plays and runs axe 14 times: with unit and visual
          // tests beside it on CI's two cores, the car list's took over 15 s (CI of session 34).
          testTimeout: 40_000,
          // All story files share one preview page, as in Storybook itself and the visual runner:
          // each story still mounts, plays and runs axe on its own, with its own viewport, but the
          // preview (addons, axe, MSW) loads once instead of once per file (decision 0017).
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
            }),
            instances: [{ browser: "chromium" }],
          },
        },
      },
    ],
  },
});
