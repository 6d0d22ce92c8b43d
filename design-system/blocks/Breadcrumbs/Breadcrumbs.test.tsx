// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Breadcrumbs } from "./Breadcrumbs";

describe("Breadcrumbs", () => {
  it("is a named nav with an ordered list; the last item is the current page", () => {
    render(
      <Breadcrumbs
        label="Du är här"
        items={[
          { text: "Startsida", href: "/" },
          { text: "Köp bil" },
          { text: "BMW", href: "/kop-bil/bmw" },
        ]}
      />,
    );
    const nav = screen.getByRole("navigation", { name: "Du är här" });
    const items = within(within(nav).getByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["Startsida", "Köp bil", "BMW"]);
    expect(within(nav).getByRole("link", { name: "Startsida" })).not.toHaveAttribute(
      "aria-current",
    );
    expect(within(nav).queryByRole("link", { name: "Köp bil" })).toBeNull();
    expect(within(nav).getByRole("link", { name: "BMW" })).toHaveAttribute("aria-current", "page");
    expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  });

  it("marks an unlinked current page too, and hides separators from screen readers", () => {
    const { container } = render(
      <Breadcrumbs
        label="You are here"
        items={[{ text: "Home", href: "/" }, { text: "Contact" }]}
      />,
    );
    expect(screen.getByText("Contact")).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("navigation", { name: "You are here" })).toBeInTheDocument();
    for (const svg of container.querySelectorAll("svg")) {
      expect(svg).toHaveAttribute("aria-hidden", "true");
    }
  });

  it("renders nothing for a trail of fewer than two items", () => {
    const { container } = render(
      <Breadcrumbs label="Du är här" items={[{ text: "Startsida", href: "/" }]} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
