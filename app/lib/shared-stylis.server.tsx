import { LRUCache } from "lru-cache";
import { useContext, useMemo, type ReactNode } from "react";
import { StyleSheetContext, type IStyleSheetContext } from "styled-components";

type Stylis = IStyleSheetContext["stylis"];

/** Characters of CSS (input and output) kept across renders; about 2 × that in bytes. */
const CACHE_CHARACTERS = 4_000_000;

/**
 * `stylis` with its results kept across server renders. styled-components compiles each rule set
 * once per style sheet, but the server makes a fresh sheet for every request (ServerStyleSheet),
 * so every page compiled all its CSS again (about 3% of a home page's render, decision 0027;
 * the rest of styled-components' cost, interpolating and hashing per render, stays). The
 * compiled rules depend only on the arguments (for one stylis instance: same plugins, namespace
 * and prefixing), so they are kept per instance under all four. Bounded: rules made from
 * continuous values cannot grow it without limit.
 */
export function sharedStylis(stylis: Stylis): Stylis {
  const compiled = new LRUCache<string, string[]>({
    maxSize: CACHE_CHARACTERS,
    sizeCalculation: (rules, key) => key.length + rules.reduce((sum, rule) => sum + rule.length, 0),
  });
  const cached = (css: string, selector = "", prefix = "", componentId = "") => {
    const key = `${selector}\u0000${prefix}\u0000${componentId}\u0000${css}`;
    let rules = compiled.get(key);
    if (!rules) {
      rules = stylis(css, selector, prefix, componentId);
      compiled.set(key, rules);
    }
    // The sheet copies the strings it is given; a copy of the list keeps ours intact anyway.
    return rules.slice();
  };
  return Object.assign(cached, { hash: stylis.hash });
}

const shared = new WeakMap<Stylis, Stylis>();

function sharedFor(stylis: Stylis): Stylis {
  let result = shared.get(stylis);
  if (!result) {
    result = sharedStylis(stylis);
    shared.set(stylis, result);
  }
  return result;
}

/**
 * Inside `ServerStyleSheet.collectStyles`: the same sheet, with the stylis of the surrounding
 * context shared across renders (same class names: `hash` is the instance's own).
 */
export function SharedStylis({ children }: { children: ReactNode }) {
  const context = useContext(StyleSheetContext);
  const value = useMemo(() => ({ ...context, stylis: sharedFor(context.stylis) }), [context]);
  return <StyleSheetContext.Provider value={value}>{children}</StyleSheetContext.Provider>;
}
