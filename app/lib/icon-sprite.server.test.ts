import { describe, expect, it } from "vitest";
import { interfaceIconNames } from "../../design-system";
import { iconMarkup } from "../../design-system/primitives/Icon/icon-markup";
import { editDocument } from "./document-edits.server";
import { addIconSprite } from "./icon-sprite.server";

const withIconSprite = (html: Buffer) => editDocument(html, addIconSprite);

const page = (body: string) =>
  Buffer.from(
    `<!DOCTYPE html><html><head><title>Å</title></head><body class="x">${body}</body></html>`,
  );

const symbolIds = (html: string) =>
  [...html.matchAll(/<symbol id="fc-icon-([^"]+)"/g)].map(([, name]) => name);

describe("addIconSprite", () => {
  it("writes the symbols of the icons the document refers to, once each, right after <body>", () => {
    const html = withIconSprite(
      page(
        '<a href="/">Hem</a><svg><use href="#fc-icon-Tire"></use></svg><svg><use href="#fc-icon-Tire"></use></svg><svg><use href="#fc-icon-Oil"></use></svg>',
      ),
    ).toString("utf8");
    expect(html).toMatch(
      /<body class="x"><svg aria-hidden="true" focusable="false" data-icon-sprite=""/,
    );
    const ids = symbolIds(html);
    expect(ids.filter((name) => name === "Tire")).toHaveLength(1);
    expect(ids).toEqual(expect.arrayContaining(["Tire", "Oil"]));
    expect(html).toContain(
      `<symbol id="fc-icon-Oil" viewBox="0 0 24 24">${iconMarkup.Oil}</symbol>`,
    );
    // The rest of the document is unchanged, non-ASCII text included.
    expect(html).toContain("<title>Å</title>");
    expect(html).toContain('</svg><a href="/">Hem</a>');
  });

  it("always has the interface's icons, which components draw in states the server did not render", () => {
    const ids = symbolIds(withIconSprite(page("<p>Ingen ikon</p>")).toString("utf8"));
    expect(ids).toEqual([...interfaceIconNames]);
    expect(interfaceIconNames).toEqual(expect.arrayContaining(["Close", "Check", "Play", "Pause"]));
  });

  it("ignores references to names outside the icon set, and a document without a body", () => {
    const html = withIconSprite(page('<svg><use href="#fc-icon-Nope"></use></svg>')).toString(
      "utf8",
    );
    expect(symbolIds(html)).not.toContain("Nope");
    const fragment = Buffer.from('<svg><use href="#fc-icon-Tire"></use></svg>');
    expect(withIconSprite(fragment)).toBe(fragment);
  });
});
