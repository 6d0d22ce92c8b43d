import { describe, expect, it } from "vitest";
import { bookingContactSchema, normalisePlate, serviceMileageRule, userInputRule } from "./schema";

const contact = {
  firstName: "Anna",
  lastName: "Svensson",
  phone: "+46 70 123 45 67",
  email: "anna@example.se",
};
const firstError = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("the service booking's input rules", () => {
  it("upper-case a plate and keep six characters", () => {
    expect(normalisePlate(" abc 1234")).toBe("ABC123");
  });

  it("ask for the original service's mileage with 'Ange miltal'", () => {
    const rule = serviceMileageRule("Ange miltal");
    expect(rule.parse("12 500")).toBe(12500);
    expect(firstError(rule.safeParse(""))).toBe("Ange miltal");
    expect(firstError(rule.safeParse("-3"))).toBe("Ange miltal");
  });

  it("require a service's message, at most 80 characters, with 'Ange meddelande'", () => {
    const rule = userInputRule("Ange meddelande");
    expect(firstError(rule.safeParse("  "))).toBe("Ange meddelande");
    expect(rule.safeParse("x".repeat(80)).success).toBe(true);
    expect(rule.safeParse("x".repeat(81)).success).toBe(false);
  });

  it("take the contact form with names, phone, e-mail and an optional free text of at most 80", () => {
    const schema = bookingContactSchema({ phone: "Ange telefon" });
    expect(schema.parse(contact)).toEqual({ ...contact, freeText: "" });
    expect(schema.safeParse({ ...contact, freeText: "x".repeat(81) }).success).toBe(false);
    expect(firstError(schema.safeParse({ ...contact, phone: "12345" }))).toBe("Ange telefon");
    expect(schema.safeParse({ ...contact, phone: "1".repeat(21) }).success).toBe(false);
    expect(schema.safeParse({ ...contact, email: "anna@" }).success).toBe(false);
    expect(schema.safeParse({ ...contact, lastName: " " }).success).toBe(false);
  });
});
