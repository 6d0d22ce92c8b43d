// @vitest-environment node
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { GlobalStyle, globalCss } from "./GlobalStyle";
import { NonceProvider } from "./Nonce";

describe("GlobalStyle", () => {
  it("is one plain style element with the base rules, marked for the page's CSP", () => {
    const html = renderToString(
      <NonceProvider value="marker">
        <GlobalStyle />
      </NonceProvider>,
    );
    expect(html).toBe(`<style nonce="marker" data-global-style="">${globalCss}</style>`);
  });

  it("starts the first section under a header laid over the page by a sibling selector, never a document-wide :has()", () => {
    const first = ":nth-child(1 of :not([data-floating],[data-held]:empty,[data-deferred]:empty))";
    expect(globalCss).toContain(
      `[data-site-header][data-overlay]~main>${first},[data-site-header][data-overlay]~main>:is([data-held],[data-deferred])${first}>:first-child{border-top:var(--fc-header-height`,
    );
    // :has() only where its element is the one styled (the root's header height), never in front
    // of a descendant: that makes every DOM insertion restyle the whole document.
    expect(globalCss).not.toMatch(/:has\([^)]*\)\)?\s*[\w[.:*>~+]/);
  });
});
