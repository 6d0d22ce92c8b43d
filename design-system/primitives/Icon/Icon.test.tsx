// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Icon } from "./Icon";
import { IconActionButton } from "./IconActionButton";
import { iconMarkup } from "./icon-markup";
import { ensureIconSymbol, iconSpriteMarkup, iconSymbolId } from "./icon-sprite";
import { contentIconNames, iconNames, isIconName } from "./icons";

afterEach(() => {
  vi.restoreAllMocks();
  document.querySelectorAll("svg[data-icon-sprite]").forEach((sprite) => sprite.remove());
});

describe("icon set", () => {
  it("has the names the specs list, each once, each with artwork", () => {
    expect(contentIconNames).toEqual(
      expect.arrayContaining(["Battery", "FuelElectricity", "Windshield", "BMW-I", "BMW-M"]),
    );
    expect(new Set(iconNames).size).toBe(iconNames.length);
    for (const name of iconNames) expect(iconMarkup[name], name).toMatch(/^<(path|rect|circle)/);
  });

  it("narrows CMS strings to known names", () => {
    expect(isIconName("Tire")).toBe(true);
    expect(isIconName("tire")).toBe(false);
    expect(isIconName(undefined)).toBe(false);
  });
});

describe("Icon", () => {
  it("is decorative by default and refers to its symbol in the document's sprite", () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const html = renderToString(<Icon name="Car" />);
    expect(html).toContain("<svg");
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('<use href="#fc-icon-Car">');
    expect(html).not.toContain("<path");
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
    expect(container.querySelector('svg > use[href="#fc-icon-Tire"]')).not.toBeNull();
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

describe("the icon sprite", () => {
  it("draws each named icon once, hidden, as a symbol its Icons refer to", () => {
    const page = document.createElement("div");
    page.innerHTML =
      iconSpriteMarkup(["Calendar", "Car", "Calendar"], iconMarkup) +
      renderToString(
        <>
          <Icon name="Calendar" />
          <Icon name="Calendar" title="Årsmodell" />
        </>,
      );
    const sprite = page.querySelector("svg[data-icon-sprite]");
    expect(sprite).toHaveAttribute("aria-hidden", "true");
    expect(sprite).toHaveStyle({ position: "absolute", width: "0px", height: "0px" });
    const symbols = [...page.querySelectorAll("symbol")];
    expect(symbols.map((symbol) => symbol.id)).toEqual([
      iconSymbolId("Calendar"),
      iconSymbolId("Car"),
    ]);
    expect(symbols[0]?.innerHTML).toContain("<rect");

    expect(symbols[0]).toHaveAttribute("viewBox", "0 0 24 24");

    const [decorative, named] = [...page.querySelectorAll("use")].map((use) => use.parentElement);
    for (const icon of [decorative, named]) {
      expect(icon?.querySelector("use")).toHaveAttribute("href", "#fc-icon-Calendar");
      expect(icon?.querySelector("rect")).toBeNull();
    }
    expect(decorative).toHaveAttribute("aria-hidden", "true");
    expect(named).toHaveAttribute("role", "img");
    expect(named).toHaveAttribute("aria-label", "Årsmodell");
  });

  it("adds the symbol of an icon the document lacks, in the SVG namespace, once", async () => {
    render(
      <>
        <Icon name="Tire" />
        <Icon name="Tire" />
      </>,
    );
    await waitFor(() => expect(document.getElementById(iconSymbolId("Tire"))).not.toBeNull());
    const symbol = document.getElementById(iconSymbolId("Tire"));
    expect(symbol?.namespaceURI).toBe("http://www.w3.org/2000/svg");
    expect(symbol?.closest("svg[data-icon-sprite]")).toHaveAttribute("aria-hidden", "true");
    expect(symbol?.innerHTML).toBe(iconMarkup.Tire.replaceAll("'", '"'));
    expect(document.querySelectorAll(`#${iconSymbolId("Tire")}`)).toHaveLength(1);
  });

  it("leaves a symbol the server wrote as it is, and adds others to the same sprite", async () => {
    document.body.insertAdjacentHTML("afterbegin", iconSpriteMarkup(["Car"], iconMarkup));
    const written = document.getElementById(iconSymbolId("Car"));
    ensureIconSymbol("Car");
    ensureIconSymbol("Oil");
    await waitFor(() => expect(document.getElementById(iconSymbolId("Oil"))).not.toBeNull());
    expect(document.getElementById(iconSymbolId("Car"))).toBe(written);
    expect(document.querySelectorAll("svg[data-icon-sprite]")).toHaveLength(1);
    expect(document.getElementById(iconSymbolId("Oil"))?.parentElement).toBe(
      written?.parentElement,
    );
  });
});
