// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Card } from "./Card";

describe("Card", () => {
  it("is an article with a level-3 title, body and footer", () => {
    render(
      <Card title="Volvo XC60 B5 AWD" footer={<span>Skick: begagnad</span>}>
        <p>2021 · 4 200 mil · Automat</p>
      </Card>,
    );
    const card = screen.getByRole("article");
    expect(
      within(card).getByRole("heading", { level: 3, name: "Volvo XC60 B5 AWD" }),
    ).toBeVisible();
    expect(within(card).getByText("2021 · 4 200 mil · Automat")).toBeVisible();
    expect(within(card).getByText("Skick: begagnad")).toBeVisible();
    expect(within(card).queryByRole("link")).toBeNull();
  });

  it("as a link card has exactly one link, the title, with footer actions beside it", async () => {
    const onCompare = vi.fn();
    render(
      <Card
        title="Volvo EX30 Plus"
        href="/bil/123-volvo-ex30"
        footer={
          <button type="button" onClick={onCompare}>
            Jämför
          </button>
        }
      >
        <p>349 900 kr</p>
      </Card>,
    );
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName("Volvo EX30 Plus");
    expect(links[0]).toHaveAttribute("href", "/bil/123-volvo-ex30");
    const button = screen.getByRole("button", { name: "Jämför" });
    expect(links[0]?.contains(button)).toBe(false);
    await userEvent.click(button);
    expect(onCompare).toHaveBeenCalledOnce();
  });

  it("takes another element and title level", () => {
    render(
      <ul>
        <Card as="li" title="Bilhuset Göteborg" titleLevel={2} />
      </ul>,
    );
    expect(screen.getByRole("listitem")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2 })).toBeInTheDocument();
  });
});
