// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { getCookie, parseCookie, serializeCookie, setCookie } from "./cookies";

afterEach(() => {
  for (const pair of document.cookie.split(";")) {
    const name = pair.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
});

describe("serializeCookie", () => {
  const now = new Date("2026-11-03T10:00:00Z");

  it("sets path / and an expiry the given number of days ahead", () => {
    expect(serializeCookie("hideAlert", "true", { days: 1 }, now)).toBe(
      "hideAlert=true; path=/; expires=Wed, 04 Nov 2026 10:00:00 GMT; SameSite=Lax",
    );
    expect(serializeCookie("a", "b", { days: 7 }, now)).toContain(
      "expires=Tue, 10 Nov 2026 10:00:00 GMT",
    );
  });

  it("is a session cookie without days, and Secure on https", () => {
    expect(serializeCookie("a", "b", {}, now)).toBe("a=b; path=/; SameSite=Lax");
    expect(serializeCookie("a", "b", {}, now, true)).toBe("a=b; path=/; SameSite=Lax; Secure");
  });

  it("encodes names and values", () => {
    expect(serializeCookie("a b", "x;y=z", {}, now)).toMatch(/^a%20b=x%3By%3Dz; /);
  });
});

describe("parseCookie", () => {
  it("finds a cookie by exact name among others", () => {
    const header = "_ga=GA1.2; hideAlertX=1; hideAlert=true; theme=dark";
    expect(parseCookie(header, "hideAlert")).toBe("true");
    expect(parseCookie(header, "theme")).toBe("dark");
    expect(parseCookie(header, "missing")).toBeUndefined();
    expect(parseCookie("", "hideAlert")).toBeUndefined();
  });

  it("decodes values and tolerates malformed pairs", () => {
    expect(parseCookie("junk; a%20b=x%3By", "a b")).toBe("x;y");
    expect(parseCookie("bad=%E0%A4%A", "bad")).toBe("%E0%A4%A");
    expect(parseCookie("empty=", "empty")).toBe("");
  });
});

describe("setCookie and getCookie in the browser", () => {
  it("round-trips through document.cookie", () => {
    expect(getCookie("hideAlert")).toBeUndefined();
    setCookie("hideAlert", "true", { days: 1 });
    expect(getCookie("hideAlert")).toBe("true");
  });
});
