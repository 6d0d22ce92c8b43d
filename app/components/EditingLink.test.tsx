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

  /**
   * Whether a click on `text` was kept from navigating once the document's capturing listeners
   * had run: read by a listener of this test's own, after the guard's, so a handler another test
   * file left on a shared root cannot answer for the guard (the unit files share a worker).
   */
  function keptFromNavigating(text: string): boolean {
    let prevented = false;
    const read = (event: Event) => (prevented = event.defaultPrevented);
    document.addEventListener("click", read, true);
    fireEvent.click(screen.getByText(text));
    document.removeEventListener("click", read, true);
    return prevented;
  }

  it("keeps a click on an editable link of markup without code from navigating", () => {
    const markup = serverMarkup();
    const { unmount } = render(<EditingLinksStayPut />);
    expect(keptFromNavigating("Alla bilar")).toBe(true);
    // Only the editing render's links: a link without the marker is left alone.
    expect(keptFromNavigating("Om oss")).toBe(false);
    unmount();
    expect(keptFromNavigating("Alla bilar")).toBe(false);
    markup.remove();
  });
});
