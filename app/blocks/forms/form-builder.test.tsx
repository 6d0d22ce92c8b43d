// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { demoForms, demoFormIds } from "../../../api-adapters/mocks/formbuilder";
import { logger } from "../../../api-adapters/shared/logger";
import { testBlockContext } from "../../composer/test-context";
import { FORM_DEFINITION_ROUTE, formBuilderBlock, loadFormDefinition } from "./form-builder";

afterEach(() => vi.restoreAllMocks());

const renderBlock = (formId: string | undefined, pageEditing = false) =>
  render(
    <>
      {formBuilderBlock.render(
        { fields: formId === undefined ? {} : { FormId: { value: formId } }, params: {} },
        testBlockContext({ pageEditing, language: "en", t: testBlockContext().t }),
        undefined,
        () => null,
      )}
    </>,
  );

describe("the FormBuilder block", () => {
  it("says 'Missing FormId' without a form id", () => {
    renderBlock(undefined);
    expect(screen.getByText("Missing FormId")).toBeVisible();
  });

  it("reads the definition through our route and renders the form natively", async () => {
    const fetchMock = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(
        Response.json({ content: [{ answers: demoForms[demoFormIds.testDriveEvent] }] }),
      );
    renderBlock(demoFormIds.testDriveEvent);
    expect(await screen.findByRole("heading", { name: "Test drive day" })).toBeVisible();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(FORM_DEFINITION_ROUTE);
    expect(JSON.parse(String(init?.body))).toEqual({ formId: demoFormIds.testDriveEvent });
  });

  it("shows the edit-mode overlay in page-editing mode", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      Response.json({ content: [{ answers: demoForms[demoFormIds.customerSurvey] }] }),
    );
    const { container } = renderBlock(demoFormIds.customerSurvey, true);
    await waitFor(() => expect(container.querySelector("[data-edit-overlay]")).not.toBeNull());
  });

  it("logs a failure and renders nothing", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({}, { status: 502 }));
    const error = vi.spyOn(logger, "error").mockImplementation(() => {});
    expect(await loadFormDefinition("241000000000500")).toBeNull();
    expect(error).toHaveBeenCalledWith(
      "form-builder.definition-failed",
      expect.objectContaining({ formId: "241000000000500", error: "answered HTTP 502" }),
    );
    const { container } = renderBlock("241000000000500");
    await waitFor(() => expect(error).toHaveBeenCalledTimes(2));
    expect(container.querySelector("form")).toBeNull();
  });
});
