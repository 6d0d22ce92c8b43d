import { describe, expect, it } from "vitest";
import {
  initialMobileMenuState,
  initialNavigationState,
  isOpen,
  mobileMenuReducer,
  navigationReducer,
  type NavigationAction,
  type NavigationState,
} from "./navState";

const koepBil = { kind: "item", id: "kop-bil" } as const;
const service = { kind: "item", id: "service" } as const;
const more = { kind: "showMore" } as const;
const languages = { kind: "languageSwitch" } as const;

const run = (actions: NavigationAction[], from: NavigationState = initialNavigationState) =>
  actions.reduce(navigationReducer, from);

describe("navigation active item", () => {
  it("starts with nothing open", () => {
    expect(initialNavigationState).toEqual({ active: { kind: "none" }, pinned: false });
  });

  it("opens a specific item, 'More' or the language switcher on a press, pinned", () => {
    expect(run([{ type: "press", target: koepBil }])).toEqual({ active: koepBil, pinned: true });
    expect(run([{ type: "press", target: more }]).active).toEqual({ kind: "showMore" });
    expect(run([{ type: "press", target: languages }]).active).toEqual({
      kind: "languageSwitch",
    });
  });

  it("has one dropdown open at a time", () => {
    const state = run([
      { type: "press", target: koepBil },
      { type: "press", target: service },
    ]);
    expect(isOpen(state, service)).toBe(true);
    expect(isOpen(state, koepBil)).toBe(false);
  });

  it("a second press on the open button closes it on purpose (reset)", () => {
    const state = run([
      { type: "press", target: koepBil },
      { type: "press", target: koepBil },
    ]);
    expect(state).toEqual({ active: { kind: "reset" }, pinned: false });
  });

  it("hovering opens unpinned; the close delay running out closes it", () => {
    const hovered = run([{ type: "hoverOpen", target: koepBil }]);
    expect(hovered).toEqual({ active: koepBil, pinned: false });
    expect(run([{ type: "hoverClose" }], hovered)).toEqual(initialNavigationState);
  });

  it("a press on a hovered dropdown pins it instead of closing it", () => {
    const state = run([
      { type: "hoverOpen", target: koepBil },
      { type: "press", target: koepBil },
    ]);
    expect(state).toEqual({ active: koepBil, pinned: true });
    expect(run([{ type: "hoverClose" }], state)).toEqual(state);
  });

  it("hovering another button does not take over a pinned dropdown", () => {
    const pinned = run([{ type: "press", target: koepBil }]);
    expect(run([{ type: "hoverOpen", target: service }], pinned)).toBe(pinned);
  });

  it("hovering moves between unpinned dropdowns", () => {
    const state = run([
      { type: "hoverOpen", target: koepBil },
      { type: "hoverOpen", target: service },
    ]);
    expect(state.active).toEqual(service);
  });

  it("after a reset, hovering opens nothing until the pointer has left the bar", () => {
    const reset = run([{ type: "press", target: koepBil }, { type: "reset" }]);
    expect(reset.active).toEqual({ kind: "reset" });
    expect(run([{ type: "hoverOpen", target: service }], reset)).toBe(reset);
    const left = run([{ type: "pointerLeftBar" }], reset);
    expect(left).toEqual(initialNavigationState);
    expect(run([{ type: "hoverOpen", target: service }], left).active).toEqual(service);
  });

  it("a press still opens after a reset", () => {
    expect(run([{ type: "reset" }, { type: "press", target: service }]).active).toEqual(service);
  });

  it("close (click outside, focus leaving, a new page) closes whatever is open", () => {
    expect(run([{ type: "press", target: languages }, { type: "close" }])).toEqual(
      initialNavigationState,
    );
    expect(run([{ type: "close" }])).toBe(initialNavigationState);
    const reset = run([{ type: "reset" }]);
    expect(run([{ type: "close" }], reset)).toBe(reset);
  });

  it("leaving the bar keeps an open dropdown (its close delay decides)", () => {
    const open = run([{ type: "hoverOpen", target: koepBil }]);
    expect(run([{ type: "pointerLeftBar" }], open)).toBe(open);
  });
});

describe("mobile menu", () => {
  it("opens on the top list", () => {
    expect(mobileMenuReducer(initialMobileMenuState, { type: "open" })).toEqual({
      open: true,
      subItemId: null,
    });
  });

  it("drills into a sub-item and the back action returns to the top list", () => {
    const open = mobileMenuReducer(initialMobileMenuState, { type: "open" });
    const drilled = mobileMenuReducer(open, { type: "drill", id: "kop-bil" });
    expect(drilled).toEqual({ open: true, subItemId: "kop-bil" });
    expect(mobileMenuReducer(drilled, { type: "back" })).toEqual({ open: true, subItemId: null });
  });

  it("closes (a followed link, Esc, the close button) and forgets the sub-item", () => {
    const drilled = { open: true, subItemId: "kop-bil" };
    expect(mobileMenuReducer(drilled, { type: "close" })).toEqual(initialMobileMenuState);
    const reopened = mobileMenuReducer(mobileMenuReducer(drilled, { type: "close" }), {
      type: "open",
    });
    expect(reopened.subItemId).toBeNull();
  });

  it("cannot drill while closed; back and close on the top list change nothing", () => {
    expect(mobileMenuReducer(initialMobileMenuState, { type: "drill", id: "x" })).toBe(
      initialMobileMenuState,
    );
    const open = { open: true, subItemId: null };
    expect(mobileMenuReducer(open, { type: "back" })).toBe(open);
    expect(mobileMenuReducer(initialMobileMenuState, { type: "close" })).toBe(
      initialMobileMenuState,
    );
  });
});
