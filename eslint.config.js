import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import storybook from "eslint-plugin-storybook";
import globals from "globals";
import tseslint from "typescript-eslint";

const root = import.meta.dirname;

/**
 * Layers, bottom up: brand-themes, api-adapters, sites, i18n, redirects → design-system (foundations:
 * theme, tokens, text, hooks, layout, primitives; then blocks and flows) → app (and server, which
 * hosts it). A layer imports only from the layers below it.
 */
const layerZones = [
  {
    target: [
      "./design-system",
      "./api-adapters",
      "./brand-themes",
      "./redirects",
      "./sites",
      "./i18n",
    ],
    from: "./app",
    message: "app/ is the top layer: nothing below it imports it (move what both need lower).",
  },
  {
    // Known debts, listed so no new one comes in: the server still reads these from app/.
    target: "./server",
    from: "./app",
    except: ["./lib/cache-control.ts", "./routes.ts"],
    message: "The server hosts the app but does not import it (move what both need lower).",
  },
  {
    target: [
      "./design-system/primitives",
      "./design-system/layout",
      "./design-system/hooks",
      "./design-system/theme",
      "./design-system/tokens",
      "./design-system/text",
    ],
    from: ["./design-system/blocks", "./design-system/flows"],
    message:
      "Primitives, layout, hooks and theme are the base of the design system: they import neither blocks nor flows.",
  },
  {
    target: "./i18n",
    from: ["./design-system", "./api-adapters", "./server"],
    message:
      "The message catalogues are data and a formatter: they import no UI, adapter or server.",
  },
  {
    target: "./api-adapters",
    from: "./design-system",
    message: "Adapters fetch and parse upstream data: they import no UI.",
  },
];

const designSystemEntryPoints = {
  target: "./app",
  from: "./design-system",
  // The barrel (tree-shaken per route, decision 0012) and the flows loaded on demand, each its
  // own chunk: the tire hotel, the car list component and the car detail flow (lazy in their
  // block bindings).
  except: [
    "./index.ts",
    "./flows/TireHotel/index.ts",
    "./flows/CarList/CarList.tsx",
    "./flows/CarDetail/index.ts",
    // The car detail's not-found view (a sold car), loaded when the page's data says so, and the
    // 404 view, loaded when a page is missing (issue 17).
    "./flows/CarDetail/CarNotFound.tsx",
    "./blocks/NotFound/NotFound.tsx",
    // The footer, whose code loads when it comes near the viewport (issue 17).
    "./blocks/Footer/Footer.tsx",
    // The car carousels of the teaser blocks, whose code loads when they come near (issue 17).
    "./flows/CarCarousel/index.ts",
    "./flows/CarTeaser/index.ts",
    // The accordion, the blurb and the countdown, whose code loads when they come near (issue 17).
    "./primitives/Accordion/Accordion.tsx",
    "./blocks/Blurb/Blurb.tsx",
    "./blocks/Countdown/Countdown.tsx",
    // The compare bar and modal, loaded by the compare dock once a car is selected.
    "./flows/Compare/CompareBar.tsx",
    "./flows/Compare/CompareModal.tsx",
    // The icons' artwork, which the server writes into each page's sprite (issue 17: never in the
    // page's JavaScript; the browser loads it on its own when it lacks a symbol).
    "./primitives/Icon/icon-markup.ts",
    // The kits page's rules, which our quote route computes the totals with (no React).
    "./flows/Kits/rules.ts",
    // The kits page (dealer staff), lazy in its block binding.
    "./flows/Kits/index.ts",
    "./flows/Kits/types.ts",
    // The Nordic finance calculators, loaded near the viewport (issue 15).
    "./flows/FinanceCalculator/index.ts",
    // The locator (fuse.js and the marker map), lazy in its block binding.
    "./flows/Locator/index.ts",
    // The stories (news) components, lazy in their block bindings.
    "./flows/Stories/index.ts",
    // The lead forms and the form builder form, lazy in their blocks, and their rules and
    // schemas, which our forms route validates with (no React).
    "./flows/LeadForms/index.ts",
    "./flows/LeadForms/rules.ts",
    "./flows/LeadForms/schema.ts",
    "./flows/FormBuilder/index.ts",
    "./flows/FormBuilder/definition.ts",
    "./flows/FormBuilder/schema.ts",
    // The car contact form, and its schema, which our lead route validates with (no React).
    "./flows/CarContactForm/index.ts",
    "./flows/CarContactForm/schema.ts",
    // The UK finance quote widget, loaded with the car detail page's finance section.
    "./flows/FinanceQuote/index.ts",
    // The service booking tool, lazy in its block binding; the contract our /api/mechmate
    // client implements and the input rules our routes validate with (no React).
    "./flows/ServiceBooking/index.ts",
    "./flows/ServiceBooking/types.ts",
    "./flows/ServiceBooking/schema.ts",
  ],
  message:
    'Import the design system from its entry points: "design-system" (index.ts), or a flow loaded on demand ("design-system/flows/TireHotel", "design-system/flows/CarList/CarList", "design-system/flows/CarDetail").',
};

const routerImports = {
  group: ["react-router", "react-router/*", "react-router-dom"],
  message: "The design system is router-free: take props and callbacks.",
};
const adapterImports = {
  group: ["**/api-adapters", "**/api-adapters/**"],
  message:
    "The design system uses the upstream adapters only as types: take data and clients as props.",
};
const uiImports = {
  group: ["react", "react/*", "react-dom", "react-dom/*", "styled-components"],
  message: "Adapters fetch and parse upstream data: they import no React or styles.",
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "storybook-static/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      ".storybook/public/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      // Without these the plugin reads no .ts/.tsx module, and no-cycle finds nothing.
      "import-x/extensions": [".ts", ".tsx", ".js", ".jsx", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver()],
    },
    rules: {
      // A cycle makes a module's values undefined while the other evaluates (type-only imports
      // are skipped: they are erased). It adds a few seconds to a whole-repository run.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { basePath: root, zones: layerZones }],
    },
  },
  {
    // The design system never reads the router or the environment (ARCHITECTURE.md), and knows
    // the upstream adapters only by their types (the app hands it data and clients as props).
    files: ["design-system/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [routerImports, { ...adapterImports, allowTypeImports: true }] },
      ],
      "no-restricted-properties": ["error", { object: "process", property: "env" }],
    },
  },
  {
    // Its tests and stories wire a flow to the real client and the demo mocks.
    files: ["design-system/**/*.{test,stories}.{ts,tsx}"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [routerImports] }] },
  },
  {
    // Adapters fetch and parse upstream data; rendering is the app's and the design system's.
    files: ["api-adapters/**/*.{ts,tsx}"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [uiImports] }] },
  },
  {
    // The app reaches the design system through its entry points (deep paths would tie app code
    // to the design system's folder layout).
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        { basePath: root, zones: [designSystemEntryPoints] },
      ],
    },
  },
  {
    files: ["**/*.mjs", "**/*.js"],
    languageOptions: { globals: globals.node },
  },
  ...storybook.configs["flat/recommended"],
);
