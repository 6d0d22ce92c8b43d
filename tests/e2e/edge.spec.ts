import { expect, test } from "@playwright/test";
import { cspOf, inlineBodies, nonceAttributes, sha256Source } from "./csp";
import { fetchRaw, freshClient, port, rawRequest } from "./helpers";

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(", ") : (value ?? "");
};

test.describe("security headers", () => {
  test("every document carries a CSP that allows its own inline code by hash, no nonce", async () => {
    const { headers, body } = await fetchRaw("carstore-se", "/");
    const csp = cspOf(headers);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self' 'sha256-",
      "style-src 'self' 'sha256-",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "https://www.googletagmanager.com",
    ]) {
      expect(csp).toContain(directive);
    }
    // The demo has no maps key: no page may load the maps script, so its hosts are not allowed.
    expect(csp).not.toContain("googleapis.com");
    expect(csp).not.toContain("'nonce-");
    expect(nonceAttributes(body)).toEqual([]);
    const inline = inlineBodies(body);
    expect(inline.scripts.length + inline.styles.length).toBeGreaterThan(2);
    for (const text of [...inline.scripts, ...inline.styles]) {
      expect(csp).toContain(sha256Source(text));
    }
    expect(header(headers, "x-content-type-options")).toBe("nosniff");
    expect(header(headers, "referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(header(headers, "permissions-policy")).toContain("geolocation=(self)");
  });

  test("the same policy for the same page, as a CDN would serve it to everyone", async () => {
    const first = await fetchRaw("retail-uk", "/finns-inte");
    const second = await fetchRaw("retail-uk", "/finns-inte");
    expect(first.body).toBe(second.body);
    expect(cspOf(first.headers)).toBe(cspOf(second.headers));
  });

  test("the editing render needs the secret and may only be framed by the editing host", async () => {
    const { status, headers } = await fetchRaw("automotive-se", "/feaas-render?path=/");
    expect(status).toBe(401);
    expect(header(headers, "cache-control")).toBe("no-store");
  });
});

test.describe("cache policies per route type", () => {
  const cases = [
    ["content page", "/", 200, "public, max-age=0, s-maxage=60, stale-while-revalidate=600"],
    ["unknown page", "/finns-inte", 404, "public, max-age=0, s-maxage=60"],
    ["health check", "/healthz", 200, "no-store"],
    [
      "robots.txt",
      "/robots.txt",
      200,
      "public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400",
    ],
    [
      "favicon",
      "/favicon.ico",
      200,
      "public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400",
    ],
    [
      "sitemap",
      "/sitemap.xml",
      200,
      "public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400",
    ],
  ] as const;
  for (const [name, path, status, cacheControl] of cases) {
    test(name, async () => {
      const response = await fetchRaw("carstore-se", path);
      expect(response.status).toBe(status);
      expect(header(response.headers, "cache-control")).toBe(cacheControl);
    });
  }

  test("hashed assets are immutable for a year", async ({ request }) => {
    const html = (await fetchRaw("carstore-se", "/")).body;
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const response = await request.get(`http://localhost:${port}${asset}`);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("the site directory is not cached", async () => {
    expect(header((await fetchRaw("localhost", "/")).headers, "cache-control")).toBe("no-store");
  });
});

test.describe("redirects", () => {
  test("a table rule answers 301 before rendering", async () => {
    const response = await fetchRaw("carstore-fi", "/meista");
    expect(response.status).toBe(301);
    expect(header(response.headers, "location")).toBe("/meista/carstoresta");
  });

  test("a visitor following an old URL lands on the page", async ({ page }) => {
    const response = await page.goto(`http://carstore-sk.localhost:${port}/o-nas`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/o-carstore");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("www of the Swedish dealer group goes to the bare host, path and query kept", async () => {
    const response = await fetchRaw("www.automotive-se", "/om-oss?ref=mail");
    expect(response.status).toBe(301);
    expect(header(response.headers, "location")).toBe(
      `http://automotive-se.localhost:${port}/om-oss?ref=mail`,
    );
  });

  test("wildcards carry the path and keep the query", async () => {
    const response = await fetchRaw("retail-uk", "/used/bmw/x5?utm_source=news");
    expect(response.status).toBe(301);
    expect(header(response.headers, "location")).toBe("/buy-car/used-cars/bmw/x5?utm_source=news");
  });

  for (const path of [
    "//evil.example",
    "/\\evil.example",
    "/%2F%2Fevil.example",
    "/used//evil.example",
    "/used/%2F%2Fevil.example",
    "/used/https://evil.example",
    "/used/%5Cevil.example",
  ]) {
    test(`no open redirect: ${path}`, async () => {
      const response = await fetchRaw("retail-uk", path);
      const location = header(response.headers, "location");
      if (location) {
        expect(location).toMatch(/^\/(?![/\\])/);
        expect(new URL(location, "http://retail-uk.test").host).toBe("retail-uk.test");
      }
    });
  }

  test("only document GET/HEAD requests are redirected", async () => {
    const data = await fetchRaw("carstore-fi", "/meista.data");
    expect(data.status).not.toBe(301);
  });
});

test.describe("service routes, proxies and images", () => {
  test("/healthz answers without upstream calls", async () => {
    const response = await fetchRaw("carstore-se", "/healthz");
    expect(JSON.parse(response.body)).toMatchObject({ status: "ok" });
  });

  test("robots.txt disallows everything outside production", async () => {
    expect((await fetchRaw("carstore-se", "/robots.txt")).body).toBe(
      "User-agent: *\nDisallow: /\n",
    );
  });

  test("sitemap.xml lists the site's pages as valid XML", async ({ page }) => {
    const { body } = await fetchRaw("carstore-no", "/sitemap.xml");
    expect(body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(body).toContain(`<loc>http://carstore-no.localhost:${port}/om-carstore/om-oss</loc>`);
    // The car detail pages of the site's search index follow the content routes.
    expect(body).toMatch(
      new RegExp(`<loc>http://carstore-no\\.localhost:${port}/kjop-bil/bil/\\d+/[^<]+</loc>`),
    );
    const parsed = await page.evaluate((xml) => {
      const doc = new DOMParser().parseFromString(xml, "application/xml");
      return {
        error: doc.querySelector("parsererror") !== null,
        urls: doc.getElementsByTagName("url").length,
      };
    }, body);
    expect(parsed.error).toBe(false);
    expect(parsed.urls).toBe((body.match(/<url>/g) ?? []).length);
    expect(parsed.urls).toBeGreaterThanOrEqual(3);
  });

  test("/-/media is streamed from the media host, sandboxed", async () => {
    const response = await fetchRaw("carstore-se", "/-/media/cars/demo.jpg");
    expect(response.status).toBe(200);
    expect(header(response.headers, "content-type")).toBe("image/svg+xml");
    expect(header(response.headers, "content-security-policy")).toContain("sandbox");
  });

  test("/sitecore/api is proxied to the content host with the key added server-side", async () => {
    const response = await fetchRaw("carstore-se", "/sitecore/api/layout/render/jss");
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({ service: "demo-cms" });
  });

  test("the image route resizes media and re-encodes by Accept, cached long", async ({
    request,
  }) => {
    const url = `http://localhost:${port}/api/image?url=${encodeURIComponent("/-/media/cars/demo.jpg")}&w=320`;
    const webp = await request.get(url, { headers: { Accept: "image/webp,*/*" } });
    expect(webp.status()).toBe(200);
    expect(webp.headers()["content-type"]).toBe("image/webp");
    expect(webp.headers()["cache-control"]).toContain("max-age=2592000");
    expect(webp.headers()["vary"]).toBe("Accept");
    const avif = await request.get(url, { headers: { Accept: "image/avif,image/webp,*/*" } });
    expect(avif.headers()["content-type"]).toBe("image/avif");
  });

  const refused = [
    ["a host that is not allowed", "https://evil.example/car.jpg", 320, 403],
    ["a private address", "http://127.0.0.1/car.jpg", 320, 403],
    ["a link-local address", "http://169.254.169.254/latest/meta-data", 320, 403],
    ["a width that is not a device size", "/-/media/cars/demo.jpg", 500, 400],
    ["a site path outside the media folders", "/healthz", 320, 400],
  ] as const;
  for (const [name, source, width, status] of refused) {
    test(`the image route refuses ${name}`, async ({ request }) => {
      const url = `http://localhost:${port}/api/image?url=${encodeURIComponent(source)}&w=${width}`;
      const response = await request.get(url);
      expect(response.status()).toBe(status);
      expect(response.headers()["cache-control"]).toBe("no-store");
    });
  }
});

test("POSTs under /api/ are rate limited with 429 and Retry-After", async () => {
  // A client of its own: the browser tests' API calls (from 127.0.0.1) neither count here nor
  // find the bucket used up by this test.
  const clientAddress = freshClient();
  const statuses: number[] = [];
  let retryAfter = "";
  for (let attempt = 0; attempt < 31; attempt += 1) {
    const response = await rawRequest({
      method: "POST",
      path: "/api/rate-limit-probe",
      clientAddress,
      headers: { "Content-Type": "application/json", "Content-Length": "2" },
      body: "{}",
    });
    statuses.push(response.status);
    if (response.status === 429) retryAfter = String(response.headers["retry-after"] ?? "");
  }
  expect(statuses.slice(0, 30)).not.toContain(429);
  expect(statuses[30]).toBe(429);
  expect(Number(retryAfter)).toBeGreaterThan(0);
});
