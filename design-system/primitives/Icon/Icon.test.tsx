// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Icon } from "./Icon";
import { IconActionButton } from "./IconActionButton";
import { iconSymbolId, IconSpriteProvider } from "./IconSprite";
import { contentIconNames, iconNames, iconShapes, isIconName } from "./icons";

afterEach(() => vi.restoreAllMocks());

const spriteNames = ["Calendar"] as const;

describe("icon set", () => {
  it("has the names the specs list, each once, each with artwork", () => {
    expect(contentIconNames).toEqual(
      expect.arrayContaining(["Battery", "FuelElectricity", "Windshield", "BMW-I", "BMW-M"]),
    );
    expect(new Set(iconNames).size).toBe(iconNames.length);
    for (const name of iconNames) expect(iconShapes[name], name).toBeDefined();
  });

  it("narrows CMS strings to known names", () => {
    expect(isIconName("Tire")).toBe(true);
    expect(isIconName("tire")).toBe(false);
    expect(isIconName(undefined)).toBe(false);
  });
});

describe("Icon", () => {
  it("is decorative by default and inline in the server HTML (no request)", () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const html = renderToString(<Icon name="Car" />);
    expect(html).toContain("<svg");
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain("<path");
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("is an image named by its title", () => {
    render(<Icon name="Star" title="Kampanj" />);
    const img = screen.getByRole("img", { name: "Kampanj" });
    expect(img).not.toHaveAttribute("aria-hidden");
  });

  it("draws with the current text colour from its class, not from attributes on each icon", () => {
    render(<Icon name="Star" title="Kampanj" />);
    const img = screen.getByRole("img", { name: "Kampanj" });
    expect(img).not.toHaveAttribute("stroke");
    expect(getComputedStyle(img).getPropertyValue("stroke")).toMatch(/^currentcolor$/i);
    expect(getComputedStyle(img).getPropertyValue("fill")).toBe("none");
  });

  it("renders nothing and logs an error for an unknown CMS name", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { container } = render(<Icon name="Turbo" fromCms />);
    expect(container).toBeEmptyDOMElement();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"Turbo"'));
  });

  it("renders a known CMS name", () => {
    const { container } = render(<Icon name="Tire" fromCms />);
    expect(container.querySelector('svg[data-icon="Tire"]')).not.toBeNull();
  });
});

describe("IconActionButton", () => {
  it("is a button named by its label, the icon hidden", async () => {
    const onClick = vi.fn();
    render(<IconActionButton icon="Close" label="Stäng" onClick={onClick} />);
    const button = screen.getByRole("button", { name: "Stäng" });
    expect(button).toHaveAttribute("type", "button");
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });
});

describe("IconSpriteProvider", () => {
  it("draws the repeated icons once and each Icon refers to its symbol", () => {
    const html = renderToString(
      <IconSpriteProvider names={spriteNames}>
        <Icon name="Calendar" />
        <Icon name="Calendar" title="Årsmodell" />
        <Icon name="Car" />
      </IconSpriteProvider>,
    );
    const page = document.createElement("div");
    page.innerHTML = html;
    const symbols = [...page.querySelectorAll("symbol")];
    expect(symbols.map((symbol) => symbol.id)).toEqual([iconSymbolId("Calendar")]);
    expect(symbols[0]?.closest("svg")).toHaveAttribute("aria-hidden", "true");
    expect(symbols[0]?.innerHTML).toContain("<rect");

    const [decorative, named, inline] = [...page.querySelectorAll("svg[data-icon]")];
    for (const icon of [decorative, named]) {
      expect(icon?.querySelector("use")).toHaveAttribute("href", "#fc-icon-Calendar");
      expect(icon?.querySelector("rect")).toBeNull();
    }
    expect(decorative).toHaveAttribute("aria-hidden", "true");
    expect(named).toHaveAttribute("role", "img");
    expect(named).toHaveAttribute("aria-label", "Årsmodell");
    // Not in the sprite: inline as before.
    expect(inline?.querySelector("use")).toBeNull();
    expect(inline?.querySelector("path")).not.toBeNull();
  });

  it("draws no sprite for no names, and icons outside a provider stay inline", () => {
    const html = renderToString(
      <>
        <IconSpriteProvider names={[]}>
          <Icon name="Calendar" />
        </IconSpriteProvider>
        <Icon name="Calendar" />
      </>,
    );
    expect(html).not.toContain("<symbol");
    expect(html).not.toContain("<use");
  });
});
