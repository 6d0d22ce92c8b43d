import { describe, expect, it } from "vitest";
import { addDaysToKey, serviceOptions, todayKeyIn, type LeadFormMessages } from "./rules";
import { mileageRule, regnoRule, sellCarSchema, serviceRequestSchema } from "./schema";

const messages: LeadFormMessages = {
  name: "name!",
  phone: "phone!",
  email: "email!",
  regno: "regno!",
  mileage: "mileage!",
  intent: "intent!",
  dealer: "dealer!",
  date: "date!",
  consent: "consent!",
  services: "services!",
  message: "message!",
};

const firstMessages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
  );

const sellCar = {
  regno: " ab 123 ",
  mileage: "12 500",
  name: " Anna ",
  phone: "+46 70 123 45 67",
  email: "anna@example.se",
  intent: "sell",
};

describe("sell-car schema", () => {
  it("accepts the values, cleans the plate and reads the mileage", () => {
    expect(sellCarSchema(messages).parse(sellCar)).toEqual({
      regno: "AB123",
      mileage: 12500,
      name: "Anna",
      phone: "+46 70 123 45 67",
      email: "anna@example.se",
      intent: "sell",
    });
  });

  it("takes a number mileage as the route receives it", () => {
    expect(sellCarSchema(messages).parse({ ...sellCar, mileage: 0 }).mileage).toBe(0);
  });

  it.each([
    ["regno", { regno: "" }, "regno!"],
    ["regno", { regno: "A" }, "regno!"],
    ["regno", { regno: "ABCDEFGHIJK" }, "regno!"],
    ["regno", { regno: "AB<1>" }, "regno!"],
    ["mileage", { mileage: "" }, "mileage!"],
    ["mileage", { mileage: "-5" }, "mileage!"],
    ["mileage", { mileage: "1.5" }, "mileage!"],
    ["mileage", { mileage: -1 }, "mileage!"],
    ["mileage", { mileage: 2_000_001 }, "mileage!"],
    ["name", { name: "  " }, "name!"],
    ["phone", { phone: "12345" }, "phone!"],
    ["phone", { phone: "070-123" }, "phone!"],
    ["email", { email: "anna@" }, "email!"],
    ["intent", { intent: undefined }, "intent!"],
    ["intent", { intent: "rent" }, "intent!"],
  ])("refuses a wrong %s (%o) with its message", (field, change, message) => {
    const result = sellCarSchema(messages).safeParse({ ...sellCar, ...change });
    expect(result.success).toBe(false);
    expect(firstMessages(result)[field]).toBe(message);
  });
});

describe("service request schema", () => {
  const today = "2026-11-24";
  const request = {
    dealer: "site-1",
    name: "Ola",
    phone: "91234567",
    email: "ola@example.no",
    regno: "EL 12345",
    mileage: "",
    date: today,
    vehicle: "car",
    services: ["EU-kontroll", "Annet"],
    message: "",
    consent: true,
  };
  const schema = serviceRequestSchema(messages, { today });

  it("accepts a request for today with the optional mileage left empty", () => {
    const values = schema.parse(request);
    expect(values.mileage).toBeUndefined();
    expect(values.regno).toBe("EL12345");
  });

  it("offers the motorcycle services for a motorcycle only", () => {
    expect(
      schema.safeParse({ ...request, vehicle: "motorcycle", services: ["Bestile deler"] }).success,
    ).toBe(true);
    const result = schema.safeParse({
      ...request,
      vehicle: "motorcycle",
      services: ["EU-kontroll"],
    });
    expect(firstMessages(result).services).toBe("services!");
  });

  it.each([
    ["dealer", { dealer: "" }, "dealer!"],
    ["regno", { regno: "" }, "regno!"],
    ["mileage", { mileage: "-1" }, "mileage!"],
    ["date", { date: "" }, "date!"],
    ["date", { date: "2026-11-23" }, "date!"],
    ["date", { date: addDaysToKey(today, 366) }, "date!"],
    ["date", { date: "24.11.2026" }, "date!"],
    ["consent", { consent: false }, "consent!"],
    ["phone", { phone: "abc" }, "phone!"],
    ["email", { email: "" }, "email!"],
    ["name", { name: "" }, "name!"],
  ])("refuses a wrong %s (%o) with its message", (field, change, message) => {
    const result = schema.safeParse({ ...request, ...change });
    expect(firstMessages(result)[field]).toBe(message);
  });

  it("lists the spec's services per vehicle", () => {
    expect(serviceOptions.car).toHaveLength(11);
    expect(serviceOptions.motorcycle).toEqual(["Bestille service", "Bestile deler", "Annet"]);
  });
});

describe("rules", () => {
  it("counts days across months and years", () => {
    expect(addDaysToKey("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDaysToKey("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("reads today in a time zone", () => {
    const lateInUtc = new Date("2026-11-24T23:30:00Z");
    expect(todayKeyIn("Europe/Oslo", lateInUtc)).toBe("2026-11-25");
    expect(todayKeyIn("UTC", lateInUtc)).toBe("2026-11-24");
  });

  it("reads mileage with spaces, and nothing as undefined", () => {
    expect(mileageRule("m").parse("1 000")).toBe(1000);
    expect(mileageRule("m").parse(" ")).toBeUndefined();
    expect(regnoRule("r").parse("bt-123ab")).toBe("BT-123AB");
  });
});
