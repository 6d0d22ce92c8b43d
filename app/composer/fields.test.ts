import { describe, expect, it } from "vitest";
import {
  booleanParam,
  checkboxField,
  fileField,
  imageField,
  optionalFileField,
  optionalLinkField,
} from "./fields";

describe("checkbox fields and params", () => {
  it.each([
    [{ value: true }, true],
    [{ value: 1 }, true],
    [{ value: "1" }, true],
    [{ value: "true" }, true],
    [{ value: " TRUE " }, true],
    [{ value: false }, false],
    [{ value: 0 }, false],
    [{ value: "" }, false],
    [{ value: "0" }, false],
    [{ value: "yes" }, false],
    [{ value: null }, false],
    [null, false],
    [undefined, false],
  ])("a field %j is ticked: %s", (field, ticked) => {
    expect(checkboxField.parse(field)).toBe(ticked);
  });

  it.each([
    ["1", true],
    ["true", true],
    ["True", true],
    [true, true],
    [1, true],
    ["", false],
    ["0", false],
    ["false", false],
    [undefined, false],
  ])("a param %j is ticked: %s", (param, ticked) => {
    expect(booleanParam.parse(param)).toBe(ticked);
  });
});

describe("optional media and link fields", () => {
  it.each([undefined, null, { value: {} }, { value: "" }, { value: { src: "  " } }])(
    "an empty image %j is undefined",
    (field) => {
      expect(imageField.parse(field)).toBeUndefined();
      expect(optionalFileField.parse(field)).toBeUndefined();
    },
  );

  it.each([undefined, null, { value: { href: "" } }, { value: { href: null } }, { value: "" }])(
    "an empty link %j is undefined",
    (field) => {
      expect(optionalLinkField.parse(field)).toBeUndefined();
    },
  );

  it("keeps a safe image with its size, and refuses an unsafe source", () => {
    expect(
      imageField.parse({ value: { src: " /-/media/a.jpg ", alt: "A", width: "640", height: 0 } }),
    ).toEqual({ value: { src: "/-/media/a.jpg", alt: "A", width: 640, height: undefined } });
    expect(imageField.safeParse({ value: { src: "javascript:alert(1)" } }).success).toBe(false);
    expect(imageField.safeParse({ value: { src: "//evil.example/a.jpg" } }).success).toBe(false);
  });

  it("requires a file field's source and reads its size", () => {
    expect(fileField.parse({ value: { src: "/-/media/a.pdf", size: "2048" } }).value.size).toBe(
      2048,
    );
    expect(fileField.safeParse({ value: {} }).success).toBe(false);
    expect(fileField.safeParse({ value: { src: "data:application/pdf,x" } }).success).toBe(false);
  });

  it("refuses an unsafe link rather than dropping it", () => {
    expect(optionalLinkField.safeParse({ value: { href: "javascript:alert(1)" } }).success).toBe(
      false,
    );
    expect(optionalLinkField.parse({ value: { href: "/om-oss", text: "Om oss" } })).toEqual({
      value: { href: "/om-oss", text: "Om oss" },
    });
  });
});
