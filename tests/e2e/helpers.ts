import http from "node:http";
import { expect, type Page } from "@playwright/test";

export const port = Number(process.env.E2E_PORT ?? 4319);

/** The demo serves every site on `<site>.localhost` (Chromium resolves it to loopback). */
export function siteUrl(site: string, path = "/"): string {
  return `http://${site}.localhost:${port}${path}`;
}

/**
 * The raw server response for a site, as a crawler sees it (no JavaScript). Node cannot
 * resolve `*.localhost`, so the request goes to 127.0.0.1 with the site's Host header.
 */
export function fetchRaw(
  site: string,
  path = "/",
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port, path, headers: { host: `${site}.localhost:${port}` } },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    request.on("error", reject);
    request.end();
  });
}

/** Collects console errors and uncaught exceptions; assert on it after the page settles. */
export function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

export async function expectHydrated(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await expect(page.locator("html")).toHaveAttribute("data-brand", /.+/);
}
