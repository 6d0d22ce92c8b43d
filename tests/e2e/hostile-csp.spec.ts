import { expect, test, type Page } from "@playwright/test";
import {
  cspOf,
  directiveSources,
  hashSources,
  inlineBodies,
  nonceAttributes,
  sha256Source,
} from "./csp";
import { expectHydrated, fetchRaw, siteUrl, watchConsoleErrors } from "./helpers";

/*
 * The CSP of cacheable HTML (docs/decisions/0014-csp-with-cached-html.md): no nonce, the inline
 * scripts of exactly this response by hash, the same policy for the same page, zero violations
 * in real use (client navigation, filters, a brand design), and injected script never runs.
 */

test.describe.configure({ timeout: 90_000 });

const cacheablePages: [site: string, path: string][] = [
  ["carstore-se", "/"],
  ["automotive-se", "/kop-bil"],
  ["automotive-se", "/kop-bil?car_fuel=El&sortName=car_price_asc"],
  ["automotive-se", "/kop-bil/bilmarken/bmw"],
  ["automotive-se", "/kontakt"],
  ["retail-uk", "/"],
  ["carstore-se", "/finns-inte"],
];

test.describe("cacheable HTML carries no nonce; its CSP lists exactly its inline scripts", () => {
  for (const [site, path] of cacheablePages) {
    test(`${site}${path}`, async () => {
      const { headers, body } = await fetchRaw(site, path);
      expect(String(headers["cache-control"])).toMatch(/\bpublic\b.*s-maxage=\d+/);
      const csp = cspOf(headers);
      expect(csp).not.toContain("'nonce-");
      expect(csp).not.toContain("'strict-dynamic'");
      expect(nonceAttributes(body)).toEqual([]);

      const inline = inlineBodies(body);
      expect(inline.scripts.length).toBeGreaterThanOrEqual(2);
      const scriptSrc = directiveSources(csp, "script-src");
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(new Set(hashSources(scriptSrc))).toEqual(new Set(inline.scripts.map(sha256Source)));

      // Every server-rendered style, plus the fixed styles the client may insert later:
      // styled-components' empty tag and one brand style per brand theme.
      const styleHashes = hashSources(directiveSources(csp, "style-src"));
      const clientOnly = styleHashes.filter(
        (hash) => !inline.styles.map(sha256Source).includes(hash),
      );
      for (const style of inline.styles) expect(styleHashes).toContain(sha256Source(style));
      expect(styleHashes).toContain(sha256Source(""));
      expect(clientOnly.length).toBeLessThanOrEqual(15);
      expect(directiveSources(csp, "style-src")).not.toContain("'unsafe-inline'");
    });
  }

  // A CDN caches header and body together, so what matters is that the policy follows from the
  // body alone: no per-request secret in it. (A page whose data carries the render time, e.g.
  // a countdown's "now", has a new body, and so a new hash, per render.)
  test("the policy follows from the body: same body, same policy", async () => {
    const withoutHashes = (csp: string) => csp.replace(/ 'sha256-[^']+'/g, "");
    let identicalBodies = 0;
    for (const [site, path] of cacheablePages) {
      const first = await fetchRaw(site, path);
      const second = await fetchRaw(site, path);
      const [firstCsp, secondCsp] = [cspOf(first.headers), cspOf(second.headers)];
      expect(withoutHashes(firstCsp)).toBe(withoutHashes(secondCsp));
      if (first.body === second.body) {
        identicalBodies += 1;
        expect(firstCsp, `${site}${path}`).toBe(secondCsp);
      }
    }
    expect(identicalBodies).toBeGreaterThan(0);
  });

  test("responses other than documents allow no inline code at all", async () => {
    for (const path of ["/healthz", "/robots.txt", "/kop-bil.data", "/finns-inte.data"]) {
      const csp = cspOf((await fetchRaw("automotive-se", path)).headers);
      expect(csp, path).toContain("script-src 'self' https://www.googletagmanager.com");
      expect(hashSources(directiveSources(csp, "script-src")), path).toEqual([]);
    }
  });
});

/** Records every CSP violation of the page, from before its first script runs. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  const consoleErrors = watchConsoleErrors(page);
  return async () => [
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    )),
    ...consoleErrors.filter((text) => /Content[- ]Security[- ]Policy/i.test(text)),
  ];
}

test.beforeEach(async ({ page }) => {
  // The tag manager is a third party: answer it locally, never over the network.
  await page.route("https://www.googletagmanager.com/**", (route) =>
    route.fulfill({ contentType: "text/javascript", body: "window.__gtmLoaded = true;" }),
  );
});

test.describe("zero CSP violations in use", () => {
  test("the home page hydrates", async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto(siteUrl("carstore-se", "/"));
    await expectHydrated(page);
    expect(await violations()).toEqual([]);
  });

  test("the tag manager loads from its allowed host", async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto(siteUrl("automotive-se", "/kontakt"));
    await expectHydrated(page);
    await expect
      .poll(() => page.evaluate(() => (window as { __gtmLoaded?: boolean }).__gtmLoaded))
      .toBe(true);
    expect(await violations()).toEqual([]);
  });

  test("car list filters (client navigation)", async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto(siteUrl("automotive-se", "/kop-bil"));
    await expectHydrated(page);
    const panel = page.getByRole("complementary", { name: "Filter" });
    for (const [facet, value] of [
      ["Drivmedel", "El"],
      ["Kaross", "SUV"],
    ] as const) {
      const trigger = panel.getByRole("button", { name: new RegExp(`^${facet}`) });
      if ((await trigger.getAttribute("aria-expanded")) !== "true") await trigger.click();
      await panel.getByRole("checkbox", { name: new RegExp(`^${value} \\(\\d+\\)$`) }).click();
      await expect(page).toHaveURL(new RegExp(`=${value}(&|$)`));
    }
    await page.waitForLoadState("networkidle");
    expect(await violations()).toEqual([]);
  });

  test("a client navigation into a BrandDesign page applies the brand's style", async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    await page.goto(siteUrl("automotive-se", "/kop-bil"));
    await expectHydrated(page);
    await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
    const brandLink = page.locator('footer a[href="/kop-bil/bilmarken/bmw"]').first();
    // The footer goes live once it comes near (its code loads then; before, its links are plain
    // links): wait for the live footer, whose links navigate within the document.
    const serverLink = await brandLink.elementHandle();
    await brandLink.scrollIntoViewIfNeeded();
    await expect.poll(() => serverLink?.evaluate((link) => link.isConnected)).toBe(false);
    await brandLink.click();
    await expect(page).toHaveURL(/\/kop-bil\/bilmarken\/bmw$/);
    const scope = page.locator('[data-brand="bmw"]').first();
    await expect(scope).toBeVisible();
    // The brand's custom properties only apply if its <style> passed the CSP.
    await expect
      .poll(() =>
        scope.evaluate((element) =>
          getComputedStyle(element).getPropertyValue("--fc-color-action").trim(),
        ),
      )
      .not.toBe("");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("text-transform", "uppercase");
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(
      true,
    );
    await page.waitForLoadState("networkidle");
    expect(await violations()).toEqual([]);
  });
});

test.describe("injected script never runs", () => {
  const pwned = (page: Page) => page.evaluate(() => (window as { __pwned?: number }).__pwned);

  test("script and handlers added to the live page are blocked", async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto(siteUrl("carstore-se", "/"));
    await expectHydrated(page);
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__pwned = 1";
      document.body.append(script);
      document.body.insertAdjacentHTML(
        "beforeend",
        '<img src="/x.png" onerror="window.__pwned = 2">',
      );
      const style = document.createElement("style");
      style.textContent = "body { display: none }";
      document.head.append(style);
    });
    await page.waitForTimeout(500);
    expect(await pwned(page)).toBeUndefined();
    await expect(page.locator("body")).toBeVisible();
    const seen = await violations();
    expect(seen.some((entry) => entry.startsWith("script-src-elem"))).toBe(true);
    expect(seen.some((entry) => entry.startsWith("script-src-attr"))).toBe(true);
    expect(seen.some((entry) => entry.startsWith("style-src-elem"))).toBe(true);
  });

  // As if stored content had slipped markup into the server's HTML: the policy of the response
  // lists only the server's own scripts, so neither a plain nor a nonce-guessing script runs.
  for (const [name, injected] of [
    ["a plain inline script", "<script>window.__pwned = 3</script>"],
    ["a script guessing a nonce", '<script nonce="abc">window.__pwned = 4</script>'],
    ["an event handler", '<img src="/x.png" onerror="window.__pwned = 5">'],
  ] as const) {
    test(`in the served HTML: ${name}`, async ({ page }) => {
      await page.route(siteUrl("carstore-se", "/"), async (route) => {
        // The real response of the built server, header and body, with the markup slipped in.
        const served = await fetchRaw("carstore-se", "/");
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(served.headers)) {
          if (value !== undefined && name !== "content-length") headers[name] = String(value);
        }
        const html = served.body.replace("<head>", `<head>${injected}`);
        expect(html).toContain(injected);
        await route.fulfill({ status: served.status, headers, body: html });
      });
      const violations = await watchViolations(page);
      await page.goto(siteUrl("carstore-se", "/"));
      await expectHydrated(page);
      expect(await pwned(page)).toBeUndefined();
      expect((await violations()).length).toBeGreaterThan(0);
    });
  }
});
