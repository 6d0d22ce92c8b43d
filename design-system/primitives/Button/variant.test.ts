import { describe, expect, it } from "vitest";
import { buttonVariants, toButtonVariant } from "./variant";

describe("toButtonVariant", () => {
  it.each(buttonVariants)("keeps %s", (variant) => {
    expect(toButtonVariant(variant)).toBe(variant);
  });

  it.each(["", "primary", "Tertiary", "ghost contrast", null, undefined])(
    "maps %o to Primary",
    (value) => {
      expect(toButtonVariant(value)).toBe("Primary");
    },
  );
});
