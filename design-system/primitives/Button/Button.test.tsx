// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./Button";

describe("Button", () => {
  it("is a button that fires on click and on Enter", async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Boka service</Button>);
    const button = screen.getByRole("button", { name: "Boka service" });
    expect(button).toHaveAttribute("type", "button");
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard("{Enter}");
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it("stays focusable but inert when disabled or loading", async () => {
    const onClick = vi.fn();
    render(
      <>
        <Button disabled onClick={onClick}>
          Disabled
        </Button>
        <Button loading onClick={onClick}>
          Loading
        </Button>
      </>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Disabled" }));
    await userEvent.click(screen.getByRole("button", { name: "Loading" }));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Disabled" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    expect(screen.getByRole("button", { name: "Loading" })).toHaveAttribute("aria-busy", "true");
  });

  it("renders a link when given an href", () => {
    render(<Button href="/kop-bil">Köp bil</Button>);
    expect(screen.getByRole("link", { name: "Köp bil" })).toHaveAttribute("href", "/kop-bil");
  });
});
