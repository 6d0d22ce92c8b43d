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
import { editDocument } from "./lib/document-edits.server";

describe("injectStyles", () => {
  const inject = (html: string, styleTags: string, nonce?: string) =>
    editDocument(Buffer.from(html), injectStyles(styleTags, nonce)).toString("utf8");

  it("puts the style tags right before </head>", () => {
    expect(
      inject("<html><head><title>x</title></head><body></body></html>", "<style>a{}</style>"),
    ).toBe("<html><head><title>x</title><style>a{}</style></head><body></body></html>");
  });

  it("only touches the first </head>", () => {
    const html = "<head></head><body><pre>&lt;/head&gt;</head></pre></body>";
    expect(inject(html, "<style></style>")).toBe(
      "<head><style></style></head><body><pre>&lt;/head&gt;</head></pre></body>",
    );
  });

  it("keeps non-ASCII text of the page and the styles as UTF-8, marking each style tag", () => {
    expect(
      inject(
        "<head><title>Bilar i Umeå – köp</title></head>",
        '<style x="">q::before{content:"–"}</style>',
        "m",
      ),
    ).toBe(
      '<head><title>Bilar i Umeå – köp</title><style nonce="m" x="">q::before{content:"–"}</style></head>',
    );
  });

  it("puts the styles first in a document without a head", () => {
    expect(inject("<p>ä</p>", "<style></style>")).toBe("<style></style><p>ä</p>");
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
