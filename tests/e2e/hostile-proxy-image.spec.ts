import { expect, test } from "@playwright/test";
import { rawRequest, type RawResponse } from "./helpers";

const header = (response: RawResponse, name: string) => {
  const value = response.headers[name];
  return Array.isArray(value) ? value.join(", ") : (value ?? "");
};

const image = (source: string, width = 320) =>
  `/api/image?url=${encodeURIComponent(source)}&w=${width}`;

test.describe("proxies: no traversal out of a mount (the CMS API key stays on its paths)", () => {
  const prefixes = ["/sitecore/api/", "/sitecore/service/", "/-/", "/-/media/", "/-/jssmedia/"];
  const spellings = [
    "../../sitecore/shell",
    "%2e%2e/%2e%2e/sitecore/shell",
    "%2E%2E/%2E%2E/sitecore/shell",
    "%2E./%2E./sitecore/shell",
    ".%2e/.%2e/sitecore/shell",
    "%252e%252e/%252e%252e/sitecore/shell",
    "a/..%2f..%2f..%2fsitecore%2fshell",
    "a%2F..%2F..%2Fsitecore%2Fshell",
    "a%5c..%5c..%5csitecore%5cshell",
    "a\\..\\..\\sitecore\\shell",
    "..;/..;/sitecore/shell",
    "..%20/..%20/sitecore/shell",
    "%ef%bc%8e%ef%bc%8e/sitecore/shell",
    "%c0%ae%c0%ae/sitecore/shell",
    "a%00.jpg",
    "a%0d%0aSet-Cookie:x=1",
    ".//sitecore/shell",
  ];
  for (const prefix of prefixes) {
    for (const spelling of spellings) {
      const path = `${prefix}${spelling}`;
      test(`GET ${path} -> 400`, async () => {
        const response = await rawRequest({ path });
        expect(response.status).toBe(400);
        expect(header(response, "cache-control")).toBe("no-store");
        expect(response.body).not.toContain("demo-cms");
      });
    }
  }

  for (const path of ["/-/%6dedia/cars/demo.jpg", "/-/%6Assmedia/a.jpg", "/-/%4D%45DIA/a.jpg"]) {
    test(`the content host's mount does not reach media paths: ${path} -> 400`, async () => {
      expect((await rawRequest({ path })).status).toBe(400);
    });
  }

  test("the mounts still serve their own paths", async () => {
    const api = await rawRequest({ path: "/sitecore/api/layout/render/jss?item=/" });
    expect(api.status).toBe(200);
    expect(JSON.parse(api.body)).toMatchObject({
      service: "demo-cms",
      path: "/sitecore/api/layout/render/jss",
    });
    const media = await rawRequest({ path: "/-/media/cars/demo.jpg" });
    expect(media.status).toBe(200);
    expect(header(media, "content-type")).toBe("image/svg+xml");
  });
});

test.describe("image route: one URL per image, nothing else", () => {
  const refused = [
    ["a query inside url", image("/-/media/cars/demo.jpg?cb=1"), 400],
    ["a fragment inside url", image("/-/media/cars/demo.jpg#x"), 400],
    ["an extra parameter", `${image("/-/media/cars/demo.jpg")}&cb=1`, 400],
    ["w twice", `${image("/-/media/cars/demo.jpg")}&w=640`, 400],
    ["a traversal in url", image("/-/media/../../sitecore/shell"), 400],
    ["an encoded traversal in url", image("/-/media/%2e%2e/%2e%2e/sitecore/shell"), 400],
    ["an encoded slash in url", image("/-/media/a%2f..%2f..%2fx.jpg"), 400],
    ["a media-host URL outside media", image("https://media.upstream.invalid/sitecore/shell"), 400],
    [
      "another port of the media host",
      image("https://media.upstream.invalid:8443/-/media/a.jpg"),
      403,
    ],
    ["a host that is not allowed", image("https://evil.example/a.jpg"), 403],
    ["a link-local address", image("http://169.254.169.254/latest/meta-data"), 403],
  ] as const;
  for (const [name, path, status] of refused) {
    test(`refuses ${name}`, async () => {
      const response = await rawRequest({ path });
      expect(response.status).toBe(status);
      expect(header(response, "cache-control")).toBe("no-store");
    });
  }

  test("another spelling of a valid request is redirected to the canonical URL", async () => {
    for (const path of [
      "/api/image?w=320&url=/-/media/cars/demo.jpg",
      "/api/image?url=%2F-%2F%6Dedia%2Fcars%2Fdemo.jpg&w=0320",
      image("https://media.upstream.invalid/-/media/cars/demo.jpg"),
    ]) {
      const response = await rawRequest({ path });
      expect(response.status).toBe(301);
      expect(header(response, "location")).toBe(image("/-/media/cars/demo.jpg"));
    }
  });
});

test("/healthz answers quickly while many 1920 px AVIF transforms are asked for", async () => {
  test.setTimeout(90_000);
  // The demo photo is generated once by the media mock: not part of what is measured.
  expect((await rawRequest({ path: image("/-/media/demo/photos/warm-up.tif") })).status).toBe(200);

  const run = Date.now();
  const accept = { accept: "image/avif,image/webp,*/*" };
  const images = Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      rawRequest({
        path: image(`/-/media/demo/photos/load-${run}-${i}.tif`, 1920),
        headers: accept,
      }),
    ),
  );
  const health: number[] = [];
  await new Promise((resolve) => setTimeout(resolve, 300));
  for (let probe = 0; probe < 4; probe += 1) {
    const start = performance.now();
    const response = await rawRequest({ path: "/healthz" });
    health.push(Math.round(performance.now() - start));
    expect(response.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const responses = await images;
  const statuses = responses.map((response) => response.status);
  // A few run, a few wait, the rest are told to come back: never a stall, never another error.
  expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
  expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
  expect(statuses).toContain(503);
  for (const busy of responses.filter((response) => response.status === 503)) {
    expect(Number(header(busy, "retry-after"))).toBeGreaterThan(0);
    expect(header(busy, "cache-control")).toBe("no-store");
  }
  const done = responses.find((response) => response.status === 200);
  expect(done && header(done, "content-type")).toBe("image/avif");
  console.log(
    `/healthz during ${statuses.length} AVIF requests: ${health.join(", ")} ms; ${statuses.join(" ")}`,
  );
  expect(Math.max(...health)).toBeLessThan(1000);
});
