import { describe, expect, it } from "vitest";
import { demoForms, demoFormIds } from "../../../api-adapters/mocks/formbuilder";
import { builderFields, builderTitle, type BuilderMessages } from "./definition";
import { formBuilderSchema } from "./schema";

const messages: BuilderMessages = {
  required: "required!",
  email: "email!",
  phone: "phone!",
  choice: "choice!",
  date: "date!",
  tooLong: "long!",
};

const testDrive = demoForms[demoFormIds.testDriveEvent] ?? {};
const survey = demoForms[demoFormIds.customerSurvey] ?? {};

describe("builderFields", () => {
  it("keeps the questions we render, in order, and leaves headings and buttons out", () => {
    expect(
      builderFields(testDrive).map((field) => [field.name, field.kind, field.required]),
    ).toEqual([
      ["fullName", "text", true],
      ["email", "email", true],
      ["phone", "tel", false],
      ["model", "select", true],
      ["day", "date", true],
    ]);
    expect(builderTitle(testDrive)).toBe("Test drive day");
    expect(builderTitle(survey)).toBeUndefined();
  });

  it("maps radio, checkbox and text area questions with their choices and hint", () => {
    const [reason, topics, comments] = builderFields(survey);
    expect(reason).toMatchObject({
      kind: "radio",
      options: ["Buying a car", "Service", "Just looking"],
    });
    expect(topics).toMatchObject({ kind: "checkboxes", hint: "Tick as many as you like" });
    expect(comments?.kind).toBe("textarea");
  });

  it("leaves out a choice question without choices and unknown types", () => {
    expect(
      builderFields({
        "1": { name: "a", type: "control_dropdown", options: "" },
        "2": { name: "b", type: "control_signature" },
      }),
    ).toEqual([]);
  });
});

describe("formBuilderSchema", () => {
  const schema = formBuilderSchema(builderFields(testDrive), messages);
  const answers = {
    fullName: "Sam",
    email: "sam@example.co.uk",
    phone: "",
    model: "BMW i4",
    day: "2026-12-01",
  };

  it("accepts valid answers, an optional phone left empty", () => {
    expect(schema.parse(answers)).toEqual(answers);
  });

  it.each([
    ["fullName", { fullName: " " }, "required!"],
    ["email", { email: "sam" }, "email!"],
    ["phone", { phone: "12" }, "phone!"],
    ["model", { model: "Trabant" }, "choice!"],
    ["model", { model: "" }, "choice!"],
    ["day", { day: "tomorrow" }, "date!"],
    ["fullName", { fullName: "x".repeat(501) }, "long!"],
  ])("refuses a wrong %s with its message", (field, change, message) => {
    const result = schema.safeParse({ ...answers, ...change });
    expect(result.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(message);
  });

  it("refuses answers to questions the form does not have", () => {
    expect(schema.safeParse({ ...answers, toEmail: "x@evil.example" }).success).toBe(false);
  });

  it("takes the ticked boxes as a list of the offered choices", () => {
    const surveySchema = formBuilderSchema(builderFields(survey), messages);
    const base = { visitReason: "Service", comments: "", email: "" };
    expect(surveySchema.parse({ ...base, topics: ["Offers"] }).topics).toEqual(["Offers"]);
    expect(surveySchema.parse({ ...base, topics: false }).topics).toEqual([]);
    expect(surveySchema.safeParse({ ...base, topics: ["Free cars"] }).success).toBe(false);
    expect(surveySchema.safeParse({ ...base, visitReason: "", topics: [] }).success).toBe(false);
  });
});
