import { describe, expect, it } from "vitest";
import type { BlockBinding, BlockRegistry } from "./block";
import type { HeldRenderings } from "./held-renderings";
import { holdStaticRenderings } from "./hold-renderings.server";
import type { PreparedRendering, PreparedRoute } from "./prepare-renderings.server";

const live: BlockBinding = { render: () => null };
const markupOnly: BlockBinding = { render: () => null, static: true };
const registry: BlockRegistry = { Text: markupOnly, Columns: markupOnly, Carousel: live };

const text = (uid: string): PreparedRendering => ({
  componentName: "Text",
  uid,
  props: { fields: { Body: { value: `Body ${uid}` } } },
  data: { more: uid },
});

function routeOf(main: PreparedRendering[]): PreparedRoute {
  return { name: "home", fields: {}, placeholders: { main } } as unknown as PreparedRoute;
}

function hold(main: PreparedRendering[]) {
  const held: HeldRenderings = new WeakMap();
  const route = holdStaticRenderings(routeOf(main), registry, held);
  return { main: route.placeholders.main ?? [], held };
}

describe("holdStaticRenderings (decision 0049)", () => {
  it("ships a static block as a stub of its name and uid, and keeps it whole for the server", () => {
    const whole = text("t1");
    const { main, held } = hold([whole]);
    expect(main).toEqual([{ componentName: "Text", uid: "t1", held: true }]);
    expect(held.get(main[0] as PreparedRendering)).toBe(whole);
  });

  it("ships live blocks whole, and holds the static blocks nested in them", () => {
    const nested = text("t2");
    const carousel: PreparedRendering = {
      componentName: "Carousel",
      uid: "c1",
      props: { fields: {} },
      placeholders: { slides: [nested] },
    };
    const { main, held } = hold([carousel]);
    const shipped = main[0] as PreparedRendering;
    expect(shipped).toMatchObject({ componentName: "Carousel", uid: "c1", props: { fields: {} } });
    const stub = shipped.placeholders?.slides?.[0] as PreparedRendering;
    expect(stub).toEqual({ componentName: "Text", uid: "t2", held: true });
    expect(held.get(stub)).toBe(nested);
    // The page's own rendering is not changed: the server's render still has it whole.
    expect(carousel.placeholders?.slides?.[0]).toBe(nested);
  });

  it("holds a static container only when everything inside it is static too", () => {
    const allStatic: PreparedRendering = {
      componentName: "Columns",
      uid: "s1",
      props: {},
      placeholders: { left: [text("t3")] },
    };
    const withLive: PreparedRendering = {
      componentName: "Columns",
      uid: "s2",
      props: {},
      placeholders: { left: [text("t4"), { componentName: "Carousel", uid: "c2", props: {} }] },
    };
    const { main } = hold([allStatic, withLive]);
    expect(main[0]).toEqual({ componentName: "Columns", uid: "s1", held: true });
    // The live carousel needs the container rendered in the browser: it ships whole, and its
    // static child is held on its own.
    expect(main[1]).toMatchObject({ componentName: "Columns", uid: "s2", props: {} });
    expect(main[1]?.placeholders?.left?.[0]).toEqual({
      componentName: "Text",
      uid: "t4",
      held: true,
    });
    expect(main[1]?.placeholders?.left?.[1]).toMatchObject({ componentName: "Carousel" });
  });

  it("ships whole what the browser must render itself: invalid fields, unknown blocks", () => {
    const invalid: PreparedRendering = { componentName: "Text", uid: "t5", invalid: true };
    const unknown: PreparedRendering = { componentName: "Gone", uid: "g1", props: {} };
    const { main } = hold([invalid, unknown]);
    expect(main).toEqual([invalid, unknown]);
  });
});
