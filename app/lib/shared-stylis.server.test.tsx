// @vitest-environment node
import { useContext } from "react";
import { renderToString } from "react-dom/server";
import styled, {
  createGlobalStyle,
  keyframes,
  ServerStyleSheet,
  StyleSheetContext,
  type IStyleSheetContext,
} from "styled-components";
import { describe, expect, it, vi } from "vitest";
import { SharedStylis, sharedStylis } from "./shared-stylis.server";

const spin = keyframes`from { transform: rotate(0deg); } to { transform: rotate(360deg); }`;
const Global = createGlobalStyle`body { margin: 0; }`;
const Box = styled.div<{ $wide: boolean }>`
  display: flex;
  width: ${({ $wide }) => ($wide ? "100%" : "50%")};
  &:hover {
    animation: ${spin} 1s;
  }
  @media (min-width: 600px) {
    & > span {
      color: red;
    }
  }
`;

function page(shared: boolean, wide: boolean) {
  const sheet = new ServerStyleSheet();
  const tree = (
    <>
      <Global />
      <Box $wide={wide}>
        <span>a</span>
      </Box>
    </>
  );
  const html = renderToString(
    sheet.collectStyles(shared ? <SharedStylis>{tree}</SharedStylis> : tree),
  );
  const styles = sheet.getStyleTags();
  sheet.seal();
  return { html, styles };
}

describe("sharedStylis", () => {
  it("compiles the same arguments once and returns what stylis returned", () => {
    const stylis = Object.assign(
      vi.fn((css: string, selector = "") => [`${selector}{${css}}`]),
      { hash: "h1" },
    );
    const shared = sharedStylis(stylis);
    expect(shared.hash).toBe("h1");
    expect(shared("color:red;", ".a")).toEqual([".a{color:red;}"]);
    expect(shared("color:red;", ".a")).toEqual([".a{color:red;}"]);
    expect(stylis).toHaveBeenCalledTimes(1);
    // Any argument that differs is compiled on its own: selector, prefix, component, CSS.
    shared("color:red;", ".b");
    shared("color:red;", ".a", "@keyframes");
    shared("color:red;", ".a", "", "sc-x");
    shared("color:blue;", ".a");
    expect(stylis).toHaveBeenCalledTimes(5);
  });

  it("hands out copies: a caller changing its list changes no later answer", () => {
    const shared = sharedStylis(Object.assign(() => ["a{}"], { hash: "" }));
    shared("x").push("b{}");
    expect(shared("x")).toEqual(["a{}"]);
  });
});

/** styled-components' own stylis instance, counted. */
function countedStylis() {
  const read: { context?: IStyleSheetContext } = {};
  const Read = () => ((read.context = useContext(StyleSheetContext)), null);
  renderToString(<Read />);
  const { context } = read;
  if (!context) throw new Error("no styled-components context");
  const stylis = context.stylis;
  const calls = { count: 0 };
  const counted = Object.assign(
    (...args: Parameters<typeof stylis>) => ((calls.count += 1), stylis(...args)),
    { hash: stylis.hash },
  );
  return { context: { ...context, stylis: counted }, calls };
}

describe("SharedStylis", () => {
  it("compiles a page's CSS on its first render only", () => {
    const { context, calls } = countedStylis();
    const render = () => {
      const sheet = new ServerStyleSheet();
      renderToString(
        <StyleSheetContext.Provider value={context}>
          {sheet.collectStyles(
            <SharedStylis>
              <Global />
              <Box $wide>x</Box>
            </SharedStylis>,
          )}
        </StyleSheetContext.Provider>,
      );
      const styles = sheet.getStyleTags();
      sheet.seal();
      return styles;
    };
    const first = render();
    const compiled = calls.count;
    expect(compiled).toBeGreaterThan(0);
    expect(render()).toBe(first);
    expect(calls.count).toBe(compiled);
  });

  it("renders the same HTML and CSS as styled-components alone, render after render", () => {
    for (const wide of [true, false, true]) {
      const plain = page(false, wide);
      const shared = page(true, wide);
      expect(shared.html).toBe(plain.html);
      expect(shared.styles).toBe(plain.styles);
      expect(shared.styles).toContain(wide ? "width:100%" : "width:50%");
      expect(shared.styles).toContain("@keyframes");
      expect(shared.styles).toContain("body{margin:0;}");
    }
  });
});
