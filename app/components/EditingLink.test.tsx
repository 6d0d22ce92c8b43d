// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Link, LinkProvider } from "../../design-system";
import { EditingLink } from "./EditingLink";

describe("EditingLink", () => {
  it("makes a design-system link editable and keeps a click from navigating", () => {
    const onClick = vi.fn();
    render(
      <LinkProvider value={EditingLink}>
        <Link href="/kontakt" onClick={onClick}>
          Boka
        </Link>
      </LinkProvider>,
    );
    const link = screen.getByRole("link", { name: "Boka" });
    expect(link).toHaveAttribute("href", "/kontakt");
    expect(link).toHaveAttribute("data-editable-link", "");
    expect(screen.getByText("Boka")).toHaveAttribute("contenteditable", "true");

    const navigated = fireEvent.click(screen.getByText("Boka"));
    expect(navigated).toBe(false);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
