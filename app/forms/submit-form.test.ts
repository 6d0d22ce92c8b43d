// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { FORMS_ROUTE, postForm, useFormSubmission } from "./submit-form";

const answer = (status: number, body: unknown = {}) =>
  vi.fn<typeof fetch>(() => Promise.resolve(Response.json(body, { status })));

describe("postForm", () => {
  it("posts formName, formSubmissionId and values as JSON; 202 is success", async () => {
    const fetchForm = answer(202, { ok: true });
    expect(await postForm("sell-car", "id-1", { regno: "AB123" }, fetchForm)).toEqual({ ok: true });
    const [url, init] = fetchForm.mock.calls[0] ?? [];
    expect(url).toBe(FORMS_ROUTE);
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({
      formName: "sell-car",
      formSubmissionId: "id-1",
      values: { regno: "AB123" },
    });
  });

  it("brings a 400's message per field", async () => {
    const fetchForm = answer(400, { fields: { phone: "Ange telefon", odd: 7 } });
    expect(await postForm("sell-car", "id", {}, fetchForm)).toEqual({
      ok: false,
      fields: { phone: "Ange telefon" },
    });
  });

  it("fails on another status or no answer", async () => {
    expect(await postForm("sell-car", "id", {}, answer(502))).toEqual({ ok: false });
    const offline = vi.fn<typeof fetch>(() => Promise.reject(new TypeError("offline")));
    expect(await postForm("sell-car", "id", {}, offline)).toEqual({ ok: false });
  });
});

describe("useFormSubmission", () => {
  const idsOf = (fetchForm: ReturnType<typeof answer>) =>
    fetchForm.mock.calls.map(([, init]) => JSON.parse(String(init?.body)).formSubmissionId);

  it("keeps the formSubmissionId while the visitor retries, and makes a new one after success", async () => {
    let status = 502;
    const fetchForm = vi.fn<typeof fetch>(() => Promise.resolve(Response.json({}, { status })));
    const { result } = renderHook(() => useFormSubmission("sell-car", fetchForm));
    await act(() => result.current({}));
    status = 202;
    await act(() => result.current({}));
    await act(() => result.current({}));
    const [first, retry, next] = idsOf(fetchForm as ReturnType<typeof answer>);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });
});
