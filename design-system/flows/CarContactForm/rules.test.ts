import { describe, expect, it } from "vitest";
import { hashIntent } from "./rules";

describe("hashIntent", () => {
  it.each([
    ["#contact-quote", { scroll: true, quote: true, testDrive: false }],
    ["#contact-testdrive", { scroll: true, quote: false, testDrive: true }],
    ["#contact", { scroll: true, quote: false, testDrive: false }],
    ["#contact-form", { scroll: true, quote: false, testDrive: false }],
    ["#car-contact", { scroll: true, quote: false, testDrive: false }],
    ["#Contact-TestDrive", { scroll: true, quote: false, testDrive: true }],
    ["#overview", { scroll: false, quote: false, testDrive: false }],
    ["#quote", { scroll: false, quote: false, testDrive: false }],
    ["", { scroll: false, quote: false, testDrive: false }],
  ])("%s -> %j", (hash, intent) => {
    expect(hashIntent(hash)).toEqual(intent);
  });
});
