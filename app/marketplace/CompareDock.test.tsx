// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { CarCardData, CompareCarData } from "../../design-system/flows/CarCard/types";
import { CompareProvider } from "../../design-system/flows/Compare";
import { resolveTexts } from "../../i18n/catalogue.server";
import { TextsProvider } from "../i18n/translate";
import { LanguagePrefixProvider } from "../i18n/language-prefix";
import { CompareDock, compareDetailUrl } from "./CompareDock";

const basic = (id: string, title: string): CarCardData => ({
  id,
  href: `/kop-bil/bil/${id}/${title.toLowerCase().replace(/ /g, "-")}`,
  title,
  facts: { year: "2022" },
  price: { current: "199 900 kr" },
});

const cars = [basic("1", "Kia Niro"), basic("2", "Volvo XC60")];

function memoryStorage(initial: CarCardData[]) {
  const values = new Map([["compare", JSON.stringify(initial)]]);
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

// jsdom has <dialog> but not its modal methods; the real ones are covered by the story tests.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});
afterEach(() => vi.unstubAllGlobals());

describe("CompareDock", () => {
  it("fetches each car's details by car_id when opened; a failure keeps the basic data and is logged", async () => {
    const detail: CompareCarData = {
      ...basic("1", "Kia Niro"),
      equipment: ["Dragkrok"],
      technical: [{ label: "Effekt", value: "204 hk" }],
    };
    const fetchMock = vi.fn(async (url: string) =>
      url === compareDetailUrl("1")
        ? new Response(JSON.stringify(detail), { status: 200 })
        : new Response("{}", { status: 502 }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);

    render(
      <CompareProvider storage={memoryStorage(cars)}>
        <TextsProvider texts={resolveTexts("sv")} locale="sv-SE">
          <CompareDock locale="sv-SE" />
        </TextsProvider>
      </CompareProvider>,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Jämför (2)" }));

    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText("Dragkrok")).toBeInTheDocument();
    // Shown in the failed car's equipment and technical sections.
    expect(
      await within(dialog).findAllByText("Utrustning och teknisk data kunde inte hämtas just nu."),
    ).not.toHaveLength(0);
    expect(within(dialog).getAllByText("Volvo XC60")).not.toHaveLength(0);
    expect(fetchMock).toHaveBeenCalledWith("/api/cars/1", expect.anything());
    expect(fetchMock).toHaveBeenCalledWith("/api/cars/2", expect.anything());
    expect(warn).toHaveBeenCalledWith(
      "compare.detail-failed",
      expect.objectContaining({ carId: "2" }),
    );
  });

  it("asks for the details in the page's language on a page under a language prefix", async () => {
    const fetchMock = vi.fn(async () => new Response("{}", { status: 502 }));
    vi.stubGlobal("fetch", fetchMock);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    render(
      <CompareProvider storage={memoryStorage(cars)}>
        <LanguagePrefixProvider prefix="/sv">
          <TextsProvider texts={resolveTexts("sv")} locale="sv-FI">
            <CompareDock locale="sv-FI" />
          </TextsProvider>
        </LanguagePrefixProvider>
      </CompareProvider>,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Jämför (2)" }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith("/api/cars/1?lang=sv", expect.anything()),
    );
    expect(compareDetailUrl("1", "/sv")).toBe("/api/cars/1?lang=sv");
  });

  it("shows nothing while no car is selected", () => {
    render(
      <CompareProvider storage={memoryStorage([])}>
        <TextsProvider texts={resolveTexts("sv")} locale="sv-SE">
          <CompareDock locale="sv-SE" />
        </TextsProvider>
      </CompareProvider>,
    );
    expect(screen.queryByRole("button", { name: /Jämför/ })).toBeNull();
  });
});
