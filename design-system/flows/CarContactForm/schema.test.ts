import { describe, expect, it } from "vitest";
import { carContactSchema, MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH } from "./schema";

const messages = {
  name: "name?",
  phone: "phone?",
  email: "email?",
  message: "message?",
  sellerSite: "seller?",
};
const schema = carContactSchema(messages);
const valid = { name: "Anna Berg", phone: "070 123 45 67", email: "anna@example.se" };

/** The message of the first issue on a field, or undefined when the values pass. */
function issueOn(field: string, values: Record<string, unknown>, rules = schema) {
  const result = rules.safeParse({ ...valid, ...values });
  return result.success
    ? undefined
    : result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe("carContactSchema", () => {
  it("accepts the required fields alone and fills the rest", () => {
    expect(schema.parse(valid)).toEqual({
      ...valid,
      message: "",
      quote: false,
      testDrive: false,
      sellerSite: undefined,
    });
  });

  it("trims what it keeps", () => {
    const parsed = schema.parse({
      name: "  Anna  ",
      phone: " +46 70 123 ",
      email: " anna@example.se ",
      message: " Hej ",
    });
    expect(parsed).toMatchObject({
      name: "Anna",
      phone: "+46 70 123",
      email: "anna@example.se",
      message: "Hej",
    });
  });

  it.each([
    ["", "name?"],
    ["   ", "name?"],
    ["x".repeat(NAME_MAX_LENGTH + 1), "name?"],
    ["x".repeat(NAME_MAX_LENGTH), undefined],
  ])("name %j -> %s", (name, expected) => {
    expect(issueOn("name", { name })).toBe(expected);
  });

  it.each([
    // 6 to 20 characters of digits or spaces, after an optional plus.
    ["123456", undefined],
    ["12345", "phone?"],
    ["1".repeat(20), undefined],
    ["1".repeat(21), "phone?"],
    ["+123456", undefined],
    ["+12345", "phone?"],
    [`+${"1".repeat(20)}`, undefined],
    [`+${"1".repeat(21)}`, "phone?"],
    ["070 123 45 67", undefined],
    ["+46 70 123 45 67", undefined],
    ["  070123456  ", undefined],
    ["", "phone?"],
    ["      ", "phone?"],
    ["+", "phone?"],
    ["++46701234", "phone?"],
    ["46+701234", "phone?"],
    ["070-123 45 67", "phone?"],
    ["(070) 1234567", "phone?"],
    ["070 123 45 6x", "phone?"],
    ["٠٧٠١٢٣٤٥٦", "phone?"],
    ["070\t1234567", "phone?"],
  ])("phone %j -> %s", (phone, expected) => {
    expect(issueOn("phone", { phone })).toBe(expected);
  });

  it.each([
    ["anna@example.se", undefined],
    ["anna.berg+bil@example.co.uk", undefined],
    ["", "email?"],
    ["anna", "email?"],
    ["anna@", "email?"],
    ["anna@example", "email?"],
    ["anna @example.se", "email?"],
    [`${"a".repeat(250)}@example.se`, "email?"],
  ])("email %j -> %s", (email, expected) => {
    expect(issueOn("email", { email })).toBe(expected);
  });

  it("gives a missing field its own message", () => {
    const result = schema.safeParse({});
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "name?",
      "phone?",
      "email?",
    ]);
  });

  it("keeps the message optional, within its length", () => {
    expect(issueOn("message", { message: "x".repeat(MESSAGE_MAX_LENGTH) })).toBeUndefined();
    expect(issueOn("message", { message: "x".repeat(MESSAGE_MAX_LENGTH + 1) })).toBe("message?");
  });

  it("reads quote and test drive as booleans only", () => {
    expect(schema.parse({ ...valid, quote: true, testDrive: true })).toMatchObject({
      quote: true,
      testDrive: true,
    });
    expect(issueOn("quote", { quote: "yes" })).toBeDefined();
  });

  it("requires a seller site for sample cars only", () => {
    const sample = carContactSchema(messages, { requireSellerSite: true });
    expect(issueOn("sellerSite", {}, sample)).toBeDefined();
    expect(issueOn("sellerSite", { sellerSite: "" }, sample)).toBe("seller?");
    expect(issueOn("sellerSite", { sellerSite: "  " }, sample)).toBe("seller?");
    expect(sample.parse({ ...valid, sellerSite: "se-1001" }).sellerSite).toBe("se-1001");
    // A stock car's form has no seller choice: an empty choice is left out.
    expect(schema.parse({ ...valid, sellerSite: "" }).sellerSite).toBeUndefined();
  });

  it("falls back to zod's own texts without messages (the route's first pass)", () => {
    const result = carContactSchema().safeParse({ ...valid, phone: "1" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBeTruthy();
  });
});
