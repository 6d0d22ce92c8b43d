// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { firstFocusable } from "./focus";

afterEach(() => {
  document.body.innerHTML = "";
});

describe("firstFocusable", () => {
  it("finds the first element Tab would reach, skipping disabled, inert and tabindex -1", () => {
    document.body.innerHTML = `
      <div id="root">
        <p>Text</p>
        <button disabled>Disabled</button>
        <span tabindex="-1">Programmatic</span>
        <div inert><a href="/x">Inert link</a></div>
        <input type="hidden" name="token" />
        <input name="email" />
        <button>Later</button>
      </div>`;
    expect(firstFocusable(document.getElementById("root"))?.getAttribute("name")).toBe("email");
  });

  it("returns null when nothing is focusable", () => {
    document.body.innerHTML = `<div id="root"><p>Only text</p></div>`;
    expect(firstFocusable(document.getElementById("root"))).toBeNull();
    expect(firstFocusable(null)).toBeNull();
  });
});
