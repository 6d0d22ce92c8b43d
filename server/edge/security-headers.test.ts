// @vitest-environment node
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { hashSource } from "./csp";
import { documentCsp, securityHeaders } from "./security-headers";

let close: (() => void) | undefined;
afterEach(() => close?.());

/** A server whose `/doc` renders `html` with the request's marker and seals it like entry.server. */
async function serve(production: boolean, html: (marker: string) => string) {
  const app = express();
  app.use(securityHeaders({ production }));
  app.get("/doc", (_req, res) => {
    const csp = documentCsp(res);
    res.type("html").send(csp.seal(Buffer.from(html(csp.marker)), ["", "p{}"]));
  });
  app.get("/json", (_req, res) => res.json({ ok: true }));
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  close = () => server.close();
  const { port } = server.address() as AddressInfo;
  return (path: string) => fetch(`http://127.0.0.1:${port}${path}`);
}

const page = (marker: string) =>
  `<html><head><script nonce="${marker}">boot()</script></head>` +
  `<body><script>injected()</script></body></html>`;

describe("securityHeaders", () => {
  it("sends a document's own inline elements by hash, and no marker", async () => {
    const get = await serve(true, page);
    const response = await get("/doc");
    const csp = response.headers.get("content-security-policy") ?? "";
    const body = await response.text();
    expect(csp.split(", ")).toHaveLength(1);
    expect(csp).toContain(`script-src 'self' ${hashSource("boot()")} https://`);
    expect(csp).not.toContain(hashSource("injected()"));
    expect(csp).toContain(`style-src 'self' ${hashSource("")} ${hashSource("p{}")};`);
    expect(body).toBe(
      "<html><head><script>boot()</script></head><body><script>injected()</script></body></html>",
    );
  });

  it("uses a fresh marker per request, yet the same policy for the same page", async () => {
    const markers: string[] = [];
    const get = await serve(true, (marker) => (markers.push(marker), page(marker)));
    const first = await get("/doc");
    const second = await get("/doc");
    expect(markers[0]).not.toBe(markers[1]);
    expect(first.headers.get("content-security-policy")).toBe(
      second.headers.get("content-security-policy"),
    );
    expect(await first.text()).toBe(await second.text());
  });

  it("allows no inline code on any other response", async () => {
    const get = await serve(true, page);
    const csp = (await get("/json")).headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self' https://");
    expect(csp).not.toContain("'sha256-");
  });

  it("keeps one marker per request, however often a render reads it", async () => {
    const app = express();
    app.use(securityHeaders({ production: true }));
    const seen: string[] = [];
    app.get("/doc", (_req, res) => {
      const csp = documentCsp(res);
      seen.push(csp.marker, csp.marker);
      res.type("html").send(csp.seal(Buffer.from(page(csp.marker))));
    });
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    close = () => server.close();
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/doc`);
    expect(seen[0]).toMatch(/^[\w-]{24}$/);
    expect(seen[1]).toBe(seen[0]);
    expect(response.headers.get("content-security-policy")).toContain(hashSource("boot()"));
  });

  it("frames editing renders for the editor only, whatever was answered before", async () => {
    const app = express();
    app.use(securityHeaders({ production: true, editingHost: "https://editor.example" }));
    app.use((_req, res) => res.json({ ok: true }));
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    close = () => server.close();
    const { port } = server.address() as AddressInfo;
    const policyOf = async (path: string) =>
      (await fetch(`http://127.0.0.1:${port}${path}`)).headers.get("content-security-policy");
    for (const _round of [1, 2]) {
      expect(await policyOf("/page")).toContain("frame-ancestors 'none'");
      expect(await policyOf("/feaas-render")).toContain("frame-ancestors https://editor.example");
    }
  });

  it("sends no CSP in development, but still removes the marker", async () => {
    const get = await serve(false, page);
    const response = await get("/doc");
    expect(response.headers.get("content-security-policy")).toBeNull();
    expect(await response.text()).not.toContain("nonce");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
