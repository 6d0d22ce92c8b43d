// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Disclosure } from "./Disclosure";

describe("Disclosure", () => {
  it("is a button controlling a region named by it", () => {
    render(<Disclosure summary="Visa utrustning">Dragkrok, panoramatak</Disclosure>);
    const button = screen.getByRole("button", { name: "Visa utrustning" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    const region = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(region).toHaveAttribute("role", "region");
    expect(region).toHaveAttribute("aria-labelledby", button.id);
    expect(region).not.toHaveAttribute("data-open");
    expect(region).toHaveTextContent("Dragkrok, panoramatak");
  });

  it("opens and closes on click, Enter and Space (uncontrolled)", async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Disclosure summary="Visa utrustning" onOpenChange={onOpenChange}>
        Dragkrok
      </Disclosure>,
    );
    const button = screen.getByRole("button", { name: "Visa utrustning" });
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("region", { name: "Visa utrustning" })).toHaveAttribute("data-open");
    await user.keyboard("{Enter}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    await user.keyboard(" ");
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(onOpenChange.mock.calls.map(([open]) => open)).toEqual([true, false, true]);
  });

  it("follows a controlled open state", async () => {
    const onOpenChange = vi.fn();
    render(
      <Disclosure summary="Teknisk data" open onOpenChange={onOpenChange}>
        190 hk
      </Disclosure>,
    );
    const button = screen.getByRole("button", { name: "Teknisk data" });
    await userEvent.click(button);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(button).toHaveAttribute("aria-expanded", "true");
  });

  it("puts the button in a heading when given a level, and can drop the region", () => {
    render(
      <Disclosure summary="Vanliga frågor" headingLevel={4} region={false} defaultOpen>
        Svar
      </Disclosure>,
    );
    expect(screen.getByRole("heading", { level: 4, name: "Vanliga frågor" })).toContainElement(
      screen.getByRole("button", { name: "Vanliga frågor" }),
    );
    expect(screen.queryByRole("region")).toBeNull();
  });
});
