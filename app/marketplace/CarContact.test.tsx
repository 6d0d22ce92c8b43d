import { describe, expect, it, vi } from "vitest";
import { CAR_CONTACT_ROUTE, sendCarLead, submissionId } from "./CarContact";

const values = {
  name: "Anna Berg",
  phone: "070 123 45 67",
  email: "anna@example.se",
  message: "",
  quote: true,
  testDrive: false,
  sellerSite: undefined,
};

describe("sendCarLead", () => {
  it("posts the visitor's values once, as JSON, with no recipient of its own", async () => {
    const fetchLead = vi.fn(async () => Response.json({ ok: true }));
    await expect(sendCarLead("1010001", values, fetchLead)).resolves.toEqual({ ok: true });
    expect(fetchLead).toHaveBeenCalledTimes(1);
    const [url, init] = fetchLead.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(CAR_CONTACT_ROUTE);
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("Content-Type")).toBe("application/json");
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    expect(body).toEqual({
      formName: "car-detail-contact",
      formSubmissionId: expect.stringMatching(
        /^[\da-f]{8}-[\da-f]{4}-4[\da-f]{3}-[89ab][\da-f]{3}-[\da-f]{12}$/,
      ),
      values: { car: "1010001", ...values, sellerSite: undefined },
    });
    expect(Object.keys(body.values as object)).not.toContain("toEmail");
  });

  it("hands the route's field messages back to the form (400)", async () => {
    const fetchLead = vi.fn(async () =>
      Response.json(
        { message: "x", fields: { email: "Ange en giltig e-postadress.", "values.toEmail": "no" } },
        { status: 400 },
      ),
    );
    await expect(sendCarLead("1", values, fetchLead)).resolves.toEqual({
      ok: false,
      fields: { email: "Ange en giltig e-postadress." },
    });
  });

  it.each([
    ["the route's 502", async () => Response.json({ message: "x" }, { status: 502 })],
    ["the edge's 429", async () => Response.json({ message: "x" }, { status: 429 })],
    ["no answer", async (): Promise<Response> => Promise.reject(new TypeError("offline"))],
  ])("fails on %s, without retrying", async (_, answer) => {
    const fetchLead = vi.fn(answer);
    await expect(sendCarLead("1", values, fetchLead)).resolves.toEqual({ ok: false });
    expect(fetchLead).toHaveBeenCalledTimes(1);
  });
});

describe("submissionId", () => {
  it("is a version 4 UUID, also without crypto.randomUUID", () => {
    const v4 = /^[\da-f]{8}-[\da-f]{4}-4[\da-f]{3}-[89ab][\da-f]{3}-[\da-f]{12}$/;
    expect(submissionId()).toMatch(v4);
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, "randomUUID", { value: undefined, configurable: true });
    try {
      const ids = new Set(Array.from({ length: 20 }, submissionId));
      expect(ids.size).toBe(20);
      for (const id of ids) expect(id).toMatch(v4);
    } finally {
      Object.defineProperty(crypto, "randomUUID", { value: original, configurable: true });
    }
  });
});
