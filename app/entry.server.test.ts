// @vitest-environment node
import { AsyncLocalStorage } from "node:async_hooks";
import { describe, expect, it, vi } from "vitest";
import {
  createDegradation,
  installDegradationScope,
  type Degradation,
} from "../api-adapters/shared/degradation";
import { logger } from "../api-adapters/shared/logger";
import { injectStyles, sectionRenderFailed } from "./entry.server";

describe("injectStyles", () => {
  it("puts the style tags right before </head>", () => {
    expect(
      injectStyles("<html><head><title>x</title></head><body></body></html>", "<style>a{}</style>"),
    ).toBe("<html><head><title>x</title><style>a{}</style></head><body></body></html>");
  });

  it("only touches the first </head>", () => {
    const html = "<head></head><body><pre>&lt;/head&gt;</head></pre></body>";
    expect(injectStyles(html, "<style></style>")).toBe(
      "<head><style></style></head><body><pre>&lt;/head&gt;</head></pre></body>",
    );
  });
});

describe("sectionRenderFailed", () => {
  it("logs the error and marks the response partial, so no cache keeps it", () => {
    const scope = new AsyncLocalStorage<Degradation>();
    installDegradationScope(scope);
    const log = vi.spyOn(logger, "error").mockImplementation(() => {});
    const degradation = createDegradation();
    scope.run(degradation, () => sectionRenderFailed("/kop-bil", new Error("boom")));
    expect(degradation.reasons).toEqual(new Set(["render"]));
    expect(log).toHaveBeenCalledWith("ssr.render-error", {
      path: "/kop-bil",
      error: expect.any(Error) as unknown,
    });
    log.mockRestore();
  });
});
