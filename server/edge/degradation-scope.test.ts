// @vitest-environment node
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentDegradation, reportDegraded } from "../../api-adapters/shared/degradation";
import { cacheControl } from "../../app/lib/cache-control";
import { degradationScope } from "./degradation-scope";

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("degradationScope", () => {
  let url: string;
  let close: () => void;

  beforeAll(async () => {
    const app = express();
    app.use(degradationScope());
    app.get("/:case", async (req, res) => {
      const kind = req.params.case;
      res.set(
        "Cache-Control",
        kind === "private" ? cacheControl.personal : cacheControl.publicPage,
      );
      // Reported after awaits, as an adapter deep in a loader does.
      await tick();
      if (kind !== "whole") reportDegraded("search:cars");
      await tick();
      if (kind === "raw-head") {
        res.writeHead(200, { "Cache-Control": cacheControl.publicFile }).end("raw");
        return;
      }
      res.send(kind);
    });
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it.each([
    ["whole", cacheControl.publicPage],
    ["degraded", "no-store"],
    ["raw-head", "no-store"],
    ["private", cacheControl.personal],
  ])("a %s response goes out with %s", async (kind, expected) => {
    const response = await fetch(`${url}/${kind}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(expected);
  });

  it("keeps requests apart: a degraded one does not mark a concurrent whole one", async () => {
    const [degraded, whole] = await Promise.all([fetch(`${url}/degraded`), fetch(`${url}/whole`)]);
    expect(degraded.headers.get("cache-control")).toBe("no-store");
    expect(whole.headers.get("cache-control")).toBe(cacheControl.publicPage);
  });

  it("does nothing outside a request", () => {
    expect(() => reportDegraded("content:dictionary")).not.toThrow();
    expect(currentDegradation()).toBeUndefined();
  });
});
