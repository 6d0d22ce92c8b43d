// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Link, LinkProvider } from "../../design-system";
import { EditingLink, EditingLinksStayPut } from "./EditingLink";

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

describe("EditingLinksStayPut", () => {
  /** Markup no code has taken over (a deferred section's server HTML): plain DOM. */
  function serverMarkup() {
    const markup = document.createElement("div");
    markup.innerHTML =
      '<a href="/kop-bil" data-editable-link=""><span>Alla bilar</span></a><a href="/om-oss">Om oss</a>';
    document.body.append(markup);
    return markup;
  }

  it("keeps a click on an editable link of markup without code from navigating", () => {
    const markup = serverMarkup();
    const { unmount } = render(<EditingLinksStayPut />);
    expect(fireEvent.click(screen.getByText("Alla bilar"))).toBe(false);
    // Only the editing render's links: a link without the marker is left alone.
    expect(fireEvent.click(screen.getByText("Om oss"))).toBe(true);
    unmount();
    expect(fireEvent.click(screen.getByText("Alla bilar"))).toBe(true);
    markup.remove();
  });
});
