import { describe, expect, it } from "vitest";
import { checkDestination } from "./destination";

const allowed = new Set(["careers.example"]);
const check = (filled: string, template = filled) => checkDestination(filled, template, allowed);

describe("checkDestination", () => {
  it.each([
    "/",
    "/kop-bil",
    "/kop-bil/bilmarken/volvo?car_fuel=El",
    "/a/../b",
    "/%C3%A5r",
    "/a/https%3A%2F%2Fevil.com",
  ])("accepts the site path %s", (filled) => {
    const result = check(filled);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.external).toBe(false);
  });

  it.each([
    ["//evil.com", "leaves the site"],
    ["///evil.com", "leaves the site"],
    ["/\\evil.com", "leaves the site"],
    ["/\\/evil.com", "leaves the site"],
    ["\\\\evil.com", "leaves the site"],
    ["/%5Cevil.com", "is not a site path"],
    ["/%5cevil.com", "is not a site path"],
    ["/a\\b", "is not a site path"],
    ["/\t/evil.com", "control character"],
    ["/\n/evil.com", "control character"],
    ["/\r\n/evil.com", "control character"],
    ["/a/../../..//evil.com", "which is not a site path"],
    ["/a/%2e%2e/%2E%2E//evil.com", "which is not a site path"],
    ["/..//evil.com", "which is not a site path"],
    ["https:evil.com", "leaves the site"],
    ["https://evil.com/", "leaves the site"],
    ["http://careers.example/", "leaves the site"],
    ["https://careers.example@evil.com/", "leaves the site"],
    ["https://evil.com#careers.example", "leaves the site"],
    ["javascript:alert(1)", "leaves the site"],
    ["JavaScript:alert(1)", "leaves the site"],
    ["data:text/html,x", "leaves the site"],
    ["kop-bil", "is not a site path"],
    ["?x=1", "is not a site path"],
    ["", "is not a site path"],
    ["http://[", "is not a URL"],
  ])("refuses %j (%s)", (filled, reason) => {
    const result = check(filled);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toContain(reason);
  });

  it("allows an https destination on an allow-listed host the table writes out", () => {
    const result = check("https://careers.example/jobs");
    expect(result).toMatchObject({ ok: true, external: true });
    expect(check("https://CAREERS.example/jobs/x", "https://CAREERS.example/jobs/{slug}").ok).toBe(
      true,
    );
  });

  it("never lets a placeholder choose the external host", () => {
    for (const template of [
      "https://{host}/",
      "https://careers.example{path*}",
      "https://careers.{tld}/",
      "{url}",
    ]) {
      const result = check("https://careers.example/", template);
      expect(result.ok, template).toBe(false);
    }
  });
});
