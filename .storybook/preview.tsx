import type { Preview } from "@storybook/react-vite";
import { mswLoader } from "msw-storybook-addon/csf3";
import { upstreamHandlers } from "../api-adapters/mocks/handlers";
import { brandIds, brandThemes } from "../brand-themes";
import { BrandScope, GlobalStyle } from "../design-system/theme";
import { iconNames, iconSpriteMarkup } from "../design-system/primitives/Icon";
import { iconMarkup } from "../design-system/primitives/Icon/icon-markup";
import { preloadLazyComponents } from "../design-system/deferred/lazy-component";
import { breakpoints } from "../design-system/theme/scales";
import { brandFromGlobals, defaultBrandId } from "./brands";

/*
 * Every icon's symbol in the preview's document, as the server writes a page's into its HTML: a
 * story's icons draw on its first paint, and the snapshots never catch one still loading.
 */
document.body.insertAdjacentHTML("afterbegin", iconSpriteMarkup(iconNames, iconMarkup));

/** Same-origin path the content client is pointed at in stories; MSW answers it from fixtures. */
const storybookContentEndpoint = "/api/content/graphql";

const viewport = (name: string, width: number, type: "mobile" | "tablet" | "desktop") => ({
  name: `${name} (${width}px)`,
  styles: { width: `${width}px`, height: type === "mobile" ? "640px" : "900px" },
  type,
});

/** The widths the specs design for: smallest phone, then the design-system breakpoints. */
const viewports = {
  mobile: viewport("Mobile", 320, "mobile"),
  small: viewport("Small", breakpoints.sm, "mobile"),
  tablet: viewport("Tablet", breakpoints.md, "tablet"),
  desktop: viewport("Desktop", breakpoints.lg, "desktop"),
  wide: viewport("Wide", 1920, "desktop"),
};

/*
 * "Stories render without console errors": every console.error during a story (React warnings,
 * failed prop types, caught render errors) fails its test. A story that logs on purpose opts out
 * with `parameters: { consoleErrors: "allow" }`.
 */
let consoleErrors: unknown[][] = [];

const preview: Preview = {
  tags: ["autodocs"],
  globalTypes: {
    brand: {
      description: "Brand theme the components render in",
      toolbar: {
        title: "Brand",
        icon: "paintbrush",
        items: brandIds.map((id) => ({ value: id, title: brandThemes[id].name, right: id })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    brand: defaultBrandId,
    viewport: { value: "desktop", isRotated: false },
  },
  decorators: [
    (Story, context) => (
      <BrandScope brand={brandFromGlobals(context.globals)}>
        <GlobalStyle />
        <Story />
      </BrandScope>
    ),
  ],
  // The parts the design system loads on demand (the desktop menu, the sidebar's pin) are in
  // before a story renders, as a page's server render has them: no snapshot catches one loading.
  loaders: [mswLoader(), preloadLazyComponents],
  beforeEach() {
    consoleErrors = [];
    const original = console.error;
    console.error = (...args: unknown[]) => {
      consoleErrors.push(args);
      original.apply(console, args);
    };
    return () => {
      console.error = original;
    };
  },
  afterEach({ parameters }) {
    if (parameters.consoleErrors === "allow" || consoleErrors.length === 0) return;
    const messages = consoleErrors.map((args) => args.map(String).join(" ")).join("\n- ");
    throw new Error(`The story logged ${consoleErrors.length} console error(s):\n- ${messages}`);
  },
  parameters: {
    layout: "fullscreen",
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: viewports },
    msw: { handlers: upstreamHandlers({ content: storybookContentEndpoint }) },
    a11y: {
      // Violations fail the story's test (Vitest addon, CI) instead of only showing in the panel.
      test: "error",
      options: {
        runOnly: {
          type: "tag",
          values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"],
        },
      },
    },
    docs: { toc: true },
  },
};

export default preview;
