// @vitest-environment node
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { shouldRevalidate } from "./root";

const site = "http://kvd.localhost:4319";

function decide(from: string, to: string, extra: Partial<ShouldRevalidateFunctionArgs> = {}) {
  return shouldRevalidate({
    currentUrl: new URL(from, site),
    currentParams: {},
    nextUrl: new URL(to, site),
    nextParams: {},
    defaultShouldRevalidate: true,
    ...extra,
  });
}

describe("root shouldRevalidate", () => {
  it.each<[string, string, string, Partial<ShouldRevalidateFunctionArgs>]>([
    ["a car-list filter click (search params)", "/kop-bil", "/kop-bil?fuel=el", {}],
    ["a filter that becomes a path", "/kop-bil?brand=kia", "/kop-bil/kia", {}],
    ["a link to another page", "/", "/om-oss", {}],
    ["a GET form (search)", "/", "/sok?q=volvo", { formMethod: "GET" }],
    ["a link inside the Swedish pages", "/sv/osta-auto", "/sv/rahoitus", {}],
    ["a filter click in Swedish", "/sv/osta-auto", "/sv/osta-auto/volvo", {}],
  ])("keeps the root data for %s", (_name, from, to, extra) => {
    expect(decide(from, to, extra)).toBe(false);
  });

  it.each<[string, string, string, Partial<ShouldRevalidateFunctionArgs>]>([
    ["after a POST", "/kontakt", "/kontakt", { formMethod: "POST" }],
    ["after a DELETE", "/kontakt", "/tack", { formMethod: "DELETE" }],
    ["on an explicit revalidation (same URL)", "/kop-bil?fuel=el", "/kop-bil?fuel=el", {}],
    ["when the host (site) changes", "/", "http://bilia.localhost:4319/", {}],
    ["into another language", "/osta-auto", "/sv/osta-auto", {}],
    ["back to the default language", "/sv/osta-auto", "/osta-auto", {}],
    ["from a language's home to the default one", "/sv", "/", {}],
    ["between two extra languages", "/sv/rahoitus", "/en/rahoitus", {}],
  ])("revalidates %s", (_name, from, to, extra) => {
    expect(decide(from, to, extra)).toBe(true);
  });

  it("revalidates after a submission only when React Router would", () => {
    expect(decide("/a", "/a", { formMethod: "POST", defaultShouldRevalidate: false })).toBe(false);
  });
});
