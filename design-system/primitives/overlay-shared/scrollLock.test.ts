// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { lockScroll } from "./scrollLock";

const html = document.documentElement;

afterEach(() => {
  html.style.overflow = "";
});

describe("lockScroll", () => {
  it("hides the page's overflow and restores what was there", () => {
    html.style.overflow = "auto";
    const release = lockScroll();
    expect(html.style.overflow).toBe("hidden");
    release();
    expect(html.style.overflow).toBe("auto");
  });

  it("nests: the page scrolls again only when the last lock is released", () => {
    const outer = lockScroll();
    const inner = lockScroll();
    inner();
    expect(html.style.overflow).toBe("hidden");
    inner();
    expect(html.style.overflow).toBe("hidden");
    outer();
    expect(html.style.overflow).toBe("");
  });
});
