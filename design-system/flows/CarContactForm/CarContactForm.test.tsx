// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storyTranslate } from "../../stories/texts";
import { CarContactForm } from "./CarContactForm";
import { carContactLabels } from "./labels";

const labels = carContactLabels(storyTranslate);

// jsdom lays nothing out: scrolling is a spy.
const scrollIntoView = vi.fn();
beforeEach(() => {
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  window.location.hash = "";
});

function renderForm(props: Partial<Parameters<typeof CarContactForm>[0]> = {}) {
  const loadValidation = vi.fn(() => import("./validation"));
  const onSubmit = vi.fn(async () => ({ ok: true as const }));
  render(
    <CarContactForm
      labels={labels}
      onSubmit={onSubmit}
      loadValidation={loadValidation}
      {...props}
    />,
  );
  return { loadValidation, onSubmit };
}

describe("CarContactForm", () => {
  it("loads its validation only when the visitor starts using the form", async () => {
    const { loadValidation } = renderForm();
    expect(loadValidation).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("textbox", { name: "Namn" }));
    expect(loadValidation).toHaveBeenCalledTimes(1);
    await userEvent.type(screen.getByRole("textbox", { name: "Namn" }), "Anna");
    await userEvent.click(screen.getByRole("textbox", { name: "Telefon" }));
    expect(loadValidation).toHaveBeenCalledTimes(1);
  });

  it("validates with the shared schema before sending", async () => {
    const { onSubmit } = renderForm();
    await userEvent.type(screen.getByRole("textbox", { name: "Namn" }), "Anna");
    await userEvent.type(screen.getByRole("textbox", { name: "Telefon" }), "12345");
    await userEvent.type(screen.getByRole("textbox", { name: "E-post" }), "anna@example.se");
    await userEvent.click(screen.getByRole("button", { name: "Skicka" }));
    expect(await screen.findByText(labels.errors.phone)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole("textbox", { name: "Telefon" }), "6");
    await userEvent.click(screen.getByRole("button", { name: "Skicka" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it("reads the window's hash, and its later changes", async () => {
    window.location.hash = "#contact-quote";
    renderForm();
    expect(screen.getByRole("checkbox", { name: labels.quote })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: labels.testDrive })).not.toBeChecked();
    window.location.hash = "#contact-testdrive";
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    await waitFor(() =>
      expect(screen.getByRole("checkbox", { name: labels.testDrive })).toBeChecked(),
    );
  });

  it("scrolls to the form when the hash names contact", () => {
    window.location.hash = "#overview";
    renderForm();
    expect(scrollIntoView).not.toHaveBeenCalled();
    window.location.hash = "#contact";
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it("never ticks a hidden test-drive box", () => {
    window.location.hash = "#contact-testdrive";
    renderForm({ disableTestDrive: true });
    expect(screen.queryByRole("checkbox", { name: labels.testDrive })).toBeNull();
  });
});
