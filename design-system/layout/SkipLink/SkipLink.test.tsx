// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SkipLink } from "./SkipLink";

afterEach(() => vi.restoreAllMocks());

describe("SkipLink", () => {
  it("targets #main-content by default", () => {
    render(<SkipLink label="Hoppa till innehållet" />);
    expect(screen.getByRole("link", { name: "Hoppa till innehållet" })).toHaveAttribute(
      "href",
      "#main-content",
    );
  });

  it("is the first tab stop and moves focus to the target", async () => {
    Element.prototype.scrollIntoView = vi.fn();
    render(
      <>
        <SkipLink label="Hoppa till innehållet" />
        <nav>
          <a href="/kop-bil">Köp bil</a>
        </nav>
        <main id="main-content">Innehåll</main>
      </>,
    );
    await userEvent.tab();
    const link = screen.getByRole("link", { name: "Hoppa till innehållet" });
    expect(link).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(screen.getByRole("main")).toHaveFocus();
    expect(screen.getByRole("main")).toHaveAttribute("tabindex", "-1");
  });

  it("takes another target", () => {
    render(<SkipLink targetId="sokresultat" label="Hoppa till sökresultaten" />);
    expect(screen.getByRole("link")).toHaveAttribute("href", "#sokresultat");
  });
});
