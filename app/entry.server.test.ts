// @vitest-environment node
import { describe, expect, it } from "vitest";
import { injectStyles } from "./entry.server";

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
