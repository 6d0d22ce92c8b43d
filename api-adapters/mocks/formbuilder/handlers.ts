import { http, HttpResponse, type RequestHandler } from "msw";
import { FORMBUILDER_API_KEY_HEADER } from "../../formbuilder/client";
import type { FormAnswers } from "../../formbuilder/schemas";

/** The demo form builder's two forms, by id (the demo pages embed them). */
export const demoFormIds = {
  testDriveEvent: "241000000000001",
  customerSurvey: "241000000000002",
} as const;

/** A form id the demo answers with 500, to show the block's failure (logged, renders nothing). */
export const failingDemoFormId = "241000000000500";

export const demoForms: Record<string, FormAnswers> = {
  [demoFormIds.testDriveEvent]: {
    "1": { name: "heading", text: "Test drive day", type: "control_head", order: 1 },
    "2": { name: "fullName", text: "Name", type: "control_textbox", order: 2, required: "Yes" },
    "3": { name: "email", text: "E-mail", type: "control_email", order: 3, required: "Yes" },
    "4": { name: "phone", text: "Phone", type: "control_phone", order: 4 },
    "5": {
      name: "model",
      text: "Which model would you like to drive?",
      type: "control_dropdown",
      order: 5,
      required: "Yes",
      options: "BMW i4|MINI Countryman E|Ford Explorer EV",
    },
    "6": {
      name: "day",
      text: "Preferred day",
      type: "control_datetime",
      order: 6,
      required: "Yes",
    },
    "7": { name: "submit", text: "Submit", type: "control_button", order: 7 },
  },
  [demoFormIds.customerSurvey]: {
    "1": {
      name: "visitReason",
      text: "Why did you visit us?",
      type: "control_radio",
      order: 1,
      required: "Yes",
      options: "Buying a car|Service|Just looking",
    },
    "2": {
      name: "topics",
      text: "What would you like to hear about?",
      type: "control_checkbox",
      order: 2,
      options: "New models|Offers|Events",
      subLabel: "Tick as many as you like",
    },
    "3": { name: "comments", text: "Anything else?", type: "control_textarea", order: 3 },
    "4": { name: "email", text: "E-mail", type: "control_email", order: 4 },
  },
};

/** The form builder at `base` (FORMBUILDER_API_URL): a form's definition, with the API key. */
export function formBuilderHandlers(base: string): RequestHandler[] {
  const root = base.replace(/\/+$/, "");
  return [
    http.get(`${root}/form/:formId/submissions`, ({ request, params }) => {
      if (!request.headers.get(FORMBUILDER_API_KEY_HEADER)) {
        return HttpResponse.json(
          { responseCode: 401, message: "API key required" },
          { status: 401 },
        );
      }
      const formId = String(params.formId);
      if (formId === failingDemoFormId) {
        return HttpResponse.json({ responseCode: 500, message: "Internal error" }, { status: 500 });
      }
      const answers = demoForms[formId];
      if (!answers) {
        return HttpResponse.json({ responseCode: 404, message: "Form not found" }, { status: 404 });
      }
      return HttpResponse.json({ responseCode: 200, content: [{ answers }] });
    }),
  ];
}
