import { describe, expect, it } from "vitest";
import {
  appointmentText,
  availableDayKeys,
  bookableRange,
  bookingStart,
  canContinue,
  canSendRating,
  contactFormSchema,
  currentVehicle,
  hasWornTire,
  isCodeComplete,
  normaliseRegNo,
  progressEvent,
  purchaseEvent,
  sanitisePhone,
  threadDepth,
  tireSize,
  toCodeDigits,
  toTimeLabel,
  uniqueSortedTimes,
} from "./rules";

const contactMessages = {
  firstName: "first name",
  lastName: "last name",
  phone: "phone",
  email: "email",
  freeText: "free text",
};
const contactForm = contactFormSchema(contactMessages);

describe("registration number", () => {
  it("removes spaces, upper-cases and keeps at most 7 characters", () => {
    expect(normaliseRegNo(" abc 123 ")).toBe("ABC123");
    expect(normaliseRegNo("abc12345")).toBe("ABC1234");
  });

  it("allows continuing from 2 characters", () => {
    expect(canContinue("A")).toBe(false);
    expect(canContinue(" a ")).toBe(false);
    expect(canContinue("AB")).toBe(true);
  });
});

describe("one-time code", () => {
  it("keeps digits only, at most four (a paste keeps the first four)", () => {
    expect(toCodeDigits("123456")).toEqual(["1", "2", "3", "4"]);
    expect(toCodeDigits("1a2 b3")).toEqual(["1", "2", "3"]);
    expect(toCodeDigits("abcd")).toEqual([]);
  });

  it("is complete with exactly four digits", () => {
    expect(isCodeComplete(["1", "2", "3", "4"])).toBe(true);
    expect(isCodeComplete(["1", "2", "", "4"])).toBe(false);
    expect(isCodeComplete(["1", "2", "3"])).toBe(false);
  });
});

describe("contact form", () => {
  const valid = {
    firstName: "Anna",
    lastName: "Svensson",
    phoneMobile: "+46701234567",
    email: "anna@example.se",
    freeText: "",
  };

  it("strips everything but digits and plus from the mobile number as it is typed", () => {
    expect(sanitisePhone("070-123 45 67")).toBe("0701234567");
    expect(sanitisePhone("+46 (0)70 12")).toBe("+4607012");
  });

  it("accepts a complete form with an empty comment", () => {
    expect(contactForm.safeParse(valid).success).toBe(true);
  });

  it.each([
    ["firstName", "", contactMessages.firstName],
    ["lastName", " ", contactMessages.lastName],
    ["phoneMobile", "0701234", contactMessages.phone],
    ["phoneMobile", "0701234567890123", contactMessages.phone],
    ["phoneMobile", "070-1234567", contactMessages.phone],
    ["email", "anna@", contactMessages.email],
  ])("refuses %s %j with its message", (field, value, message) => {
    const result = contactForm.safeParse({ ...valid, [field]: value });
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it("takes mobile numbers of 8 to 15 characters", () => {
    expect(contactForm.safeParse({ ...valid, phoneMobile: "07012345" }).success).toBe(true);
    expect(contactForm.safeParse({ ...valid, phoneMobile: "+46701234567890" }).success).toBe(true);
  });
});

describe("dates and times", () => {
  it("books from today + 3 days to today + 3 months", () => {
    const { minDate, maxDate } = bookableRange(new Date(2026, 0, 30, 15, 20));
    expect(minDate).toEqual(new Date(2026, 1, 2));
    expect(maxDate).toEqual(new Date(2026, 3, 30));
  });

  it("reads the service's dates as day keys", () => {
    expect(availableDayKeys([{ date: "2026-04-10T00:00:00" }, { date: "2026-04-13" }])).toEqual(
      new Set(["2026-04-10", "2026-04-13"]),
    );
  });

  it("shows times as HH:mm, de-duplicated and sorted", () => {
    expect(toTimeLabel("2026-04-10T08:05:00")).toBe("08:05");
    expect(toTimeLabel("13:15:00")).toBe("13:15");
    expect(toTimeLabel("soon")).toBeNull();
    expect(
      uniqueSortedTimes({
        availableTimeSlotDates: [
          { startTime: ["2026-04-10T10:30:00", "2026-04-10T08:00:00"] },
          { startTime: ["2026-04-10T08:00:00", "2026-04-10T07:45:00", "bad"] },
        ],
      }),
    ).toEqual(["07:45", "08:00", "10:30"]);
  });

  it("sends the booking start as the day and time, or null without a time", () => {
    expect(bookingStart(new Date(2026, 3, 10), "08:00")).toBe("2026-04-10T08:00:00");
    expect(bookingStart(new Date(2026, 3, 10), null)).toBeNull();
  });

  it("describes the appointment in Swedish", () => {
    const time = { appointmentTime: "2026-04-16T08:00:00", isFullDay: false };
    expect(appointmentText(time, "hela dagen")).toBe("torsdag 16 april 2026 kl. 08:00");
    expect(appointmentText({ ...time, isFullDay: true }, "hela dagen")).toBe(
      "torsdag 16 april 2026, hela dagen",
    );
  });
});

describe("vehicle", () => {
  const wheel = {
    name: "Nokian",
    rimDiameter: 18,
    sectionWidth: 235,
    aspectRatio: 55,
    threadDepth: 8.2,
    threadStatusId: 3,
  };
  const vehicle = (statusIds: number[], regNo = "ABC123") => ({
    regNo,
    brandCode: "VOL",
    location: { erpId: "GBG", locationName: "Göteborg" },
    tires: statusIds.map((threadStatusId) => ({
      equipmentPosition: "Vänster fram",
      wheel: { ...wheel, threadStatusId },
    })),
  });

  it("warns when any tire has thread status 1", () => {
    expect(hasWornTire(vehicle([3, 2, 3, 3]))).toBe(false);
    expect(hasWornTire(vehicle([3, 1, 3, 3]))).toBe(true);
  });

  it("formats size and depth", () => {
    expect(tireSize(wheel)).toBe("235/55 R18");
    expect(threadDepth(8.2)).toBe("8,2 mm");
  });

  it("picks the vehicle with the searched plate", () => {
    const session = { vehicles: [vehicle([3], "XYZ999"), vehicle([3], "ABC123")] };
    expect(currentVehicle(session, "ABC123")?.regNo).toBe("ABC123");
    expect(currentVehicle(session, undefined)?.regNo).toBe("XYZ999");
  });
});

describe("rating and analytics", () => {
  it("needs at least one star", () => {
    expect(canSendRating(null)).toBe(false);
    expect(canSendRating(0)).toBe(false);
    expect(canSendRating(1)).toBe(true);
    expect(canSendRating(5)).toBe(true);
  });

  it("names the six progress steps", () => {
    const names = ([1, 2, 3, 4, 5, 6] as const).map((step) => progressEvent(step));
    expect(names.map((event) => ("stepName" in event ? event.stepName : ""))).toEqual([
      "phone validation",
      "validation code",
      "vehicle info",
      "time and place",
      "contact details",
      "complete booking",
    ]);
  });

  it("records a purchase of value 0 in SEK", () => {
    const event = purchaseEvent({
      bookingConfirmationId: "DH-1",
      customerBase: { firstName: "A", lastName: "B", email: "a@b.se", phoneMobile: "0701234567" },
      services: [{ name: "Hjulskifte" }],
      appointmentTime: "2026-04-16T08:00:00",
      isFullDay: false,
      workshop: { name: "Göteborg" },
    });
    expect(event).toMatchObject({
      event: "purchase",
      ecommerce: { transaction_id: "DH-1", value: 0, currency: "SEK" },
    });
  });
});
