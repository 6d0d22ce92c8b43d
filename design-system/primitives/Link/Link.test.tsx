// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { forwardRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { LinkProvider, type LinkComponentProps } from "../LinkProvider";
import { Link } from "./Link";

/** Behaves like a router link: navigates on click unless the click was prevented. */
function routerLinkWith(navigate: (href: string) => void) {
  return forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink(
    { href, onClick, children, ...rest },
    ref,
  ) {
    return (
      <a
        ref={ref}
        href={href}
        data-router-link=""
        {...rest}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) {
            event.preventDefault();
            navigate(href);
          }
        }}
      >
        {children}
      </a>
    );
  });
}

describe("Link", () => {
  it("renders through the provided router link", async () => {
    const navigate = vi.fn();
    render(
      <LinkProvider value={routerLinkWith(navigate)}>
        <Link href="/kop-bil">Se alla bilar</Link>
      </LinkProvider>,
    );
    const link = screen.getByRole("link", { name: "Se alla bilar" });
    expect(link).toHaveAttribute("data-router-link");
    expect(link).not.toHaveAttribute("rel");
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith("/kop-bil");
  });

  it("protects and announces links that open a new tab", () => {
    render(
      <Link
        href="https://www.transportstyrelsen.se"
        target="_blank"
        newTabLabel="(öppnas i ny flik)"
      >
        Transportstyrelsen
      </Link>,
    );
    const link = screen.getByRole("link", { name: /^Transportstyrelsen\s?\(öppnas i ny flik\)$/ });
    expect(link.textContent).toBe("Transportstyrelsen\u00a0(öppnas i ny flik)");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link).toHaveAttribute("target", "_blank");
  });

  it("keeps the caller's rel tokens next to noopener noreferrer", () => {
    render(
      <Link
        href="https://example.com"
        target="_blank"
        rel="nofollow"
        newTabLabel="(öppnas i ny flik)"
      >
        Extern sida
      </Link>,
    );
    const link = screen.getByRole("link", { name: /^Extern sida\s?\(öppnas i ny flik\)$/ });
    expect(link).toHaveAttribute("rel", "nofollow noopener noreferrer");
  });

  it("in editing mode is editable and does not navigate", async () => {
    const navigate = vi.fn();
    const onClick = vi.fn();
    const onTextEdit = vi.fn();
    render(
      <LinkProvider value={routerLinkWith(navigate)}>
        <Link href="/service" editing onClick={onClick} onTextEdit={onTextEdit}>
          Boka service
        </Link>
      </LinkProvider>,
    );
    const link = screen.getByRole("link", { name: "Boka service" });
    expect(link).toHaveAttribute("data-editable-link");
    const text = screen.getByText("Boka service");
    expect(text).toHaveAttribute("contenteditable", "true");

    await userEvent.click(text);
    expect(navigate).not.toHaveBeenCalled();
    expect(onClick).toHaveBeenCalledOnce();
    expect(onClick.mock.calls[0]?.[0].defaultPrevented).toBe(true);

    text.textContent = "Boka verkstadstid";
    fireEvent.blur(text);
    expect(onTextEdit).toHaveBeenCalledWith("Boka verkstadstid");
  });

  it("a plain anchor click in editing mode is prevented too", () => {
    render(
      <Link href="/service" editing>
        Boka service
      </Link>,
    );
    const link = screen.getByRole("link", { name: "Boka service" });
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
