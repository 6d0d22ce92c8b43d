import { existsSync } from "node:fs";

/** Debian's Chromium: test tools cannot download their own browser on these machines. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Flags that keep Chromium off the closed network and working as root in CI. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/**
 * The end-to-end tests' browser: Debian's `chromium-headless-shell` (the same Chromium version
 * without the browser's own UI layers, Playwright's default for headless runs) where it is
 * installed, else the full browser. It loads a page with about a third less CPU, and the e2e
 * run is most of `npm test` (decision 0017, revision of session 39). Without hinting turned off
 * the shell lays text out on whole pixels, so a heading could wrap where Chrome's would not;
 * with it, text is measured as in Chrome. The visual baselines and the story tests keep the
 * full browser.
 */
const headlessShellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

export const e2eBrowser = existsSync(headlessShellPath)
  ? { executablePath: headlessShellPath, args: [...chromiumArgs, "--font-render-hinting=none"] }
  : { executablePath: chromiumPath, args: chromiumArgs };
