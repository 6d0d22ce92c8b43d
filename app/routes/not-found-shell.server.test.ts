// @vitest-environment node
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContentClient, type ContentClient } from "../../api-adapters/content";
import { contentHandlers } from "../../api-adapters/mocks/content";
import { sites } from "../../sites/registry";
import { testBlockDataContext } from "../composer/test-context";
import { notFoundShell } from "./not-found-shell.server";

const endpoint = "https://content.test.invalid/graphql";
const server = setupServer(...contentHandlers(endpoint));
const content = createContentClient({
  endpoint,
  apiKey: "test-key",
  timeoutMs: 1000,
  cache: false,
});

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

const site = sites["automotive-se"];

describe("the 404 page's site shell", () => {
  it("is the home page's header and footer, prepared with their data", async () => {
    const shell = await notFoundShell(testBlockDataContext({ site, content, path: "/finns-inte" }));
    expect(shell?.header.map((rendering) => rendering.componentName)).toContain("MainNavigation");
    const footer = shell?.footer.find((rendering) => rendering.componentName === "Footer");
    expect(footer?.props).toBeDefined();
    expect(footer?.data).toMatchObject({ logos: expect.any(Array) });
  });

  it("is left out (null) when the home layout cannot be read", async () => {
    const down = { getLayout: () => Promise.reject(new Error("content down")) };
    const missing = { getLayout: () => Promise.resolve(null) };
    for (const client of [down, missing]) {
      expect(
        await notFoundShell(
          testBlockDataContext({ site, content: client as unknown as ContentClient }),
        ),
      ).toBeNull();
    }
  });
});
