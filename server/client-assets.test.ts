// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientAssets } from "./client-assets";

let base = "";
let close: () => void = () => {};
beforeAll(async () => {
  const clientDir = mkdtempSync(path.join(os.tmpdir(), "client-assets-"));
  mkdirSync(path.join(clientDir, "assets"));
  mkdirSync(path.join(clientDir, "kop-bil"));
  writeFileSync(path.join(clientDir, "assets/entry-abc.js"), "export {};");
  writeFileSync(path.join(clientDir, "verify.txt"), "verified");
  const app = express();
  for (const handler of clientAssets(clientDir)) app.use(handler);
  app.use((_req, res) => res.send("page"));
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  close = () => server.close();
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => close());

const get = (urlPath: string) => fetch(`${base}${urlPath}`, { redirect: "manual" });

describe("clientAssets", () => {
  it("serves hashed assets for a year and answers 404 for an unknown one", async () => {
    const asset = await get("/assets/entry-abc.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await get("/assets/missing.js")).status).toBe(404);
  });

  it("serves a root file by its name for an hour", async () => {
    const file = await get("/verify.txt");
    expect(await file.text()).toBe("verified");
    expect(file.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("leaves page paths to the pages without looking for a file (no folder redirect)", async () => {
    for (const page of ["/", "/kop-bil", "/kop-bil/volvo"]) {
      const response = await get(page);
      expect(response.status, page).toBe(200);
      expect(await response.text(), page).toBe("page");
    }
  });
});
