// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Notice } from "./Notice";

describe("Notice", () => {
  it("shows title and text, without a role when static", () => {
    render(
      <Notice tone="info" title="Semesterstängt">
        Verkstaden har stängt 1–21 juli.
      </Notice>,
    );
    expect(screen.getByText("Semesterstängt")).toBeVisible();
    expect(screen.getByText("Verkstaden har stängt 1–21 juli.")).toBeVisible();
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("is an alert when a live error appears, a status for live success", () => {
    const { rerender } = render(
      <Notice tone="error" live>
        Något gick fel. Försök igen.
      </Notice>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Något gick fel. Försök igen.");
    rerender(
      <Notice tone="success" live>
        Bokningen är skickad.
      </Notice>,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Bokningen är skickad.");
  });

  it("names the tone through the icon when asked", () => {
    render(
      <Notice tone="warning" toneLabel="Varning">
        Däcken behöver bytas.
      </Notice>,
    );
    expect(screen.getByRole("img", { name: "Varning" })).toBeInTheDocument();
  });

  it("calls onDismiss from its dismiss button", async () => {
    const onDismiss = vi.fn();
    render(
      <Notice onDismiss={onDismiss} dismissLabel="Stäng meddelandet">
        Nya öppettider från 1 maj.
      </Notice>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Stäng meddelandet" }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it("has no dismiss button without onDismiss", () => {
    render(<Notice>Text</Notice>);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
