// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { layoutVariable } from "../../theme";
import type { CarCardData } from "../CarCard/types";
import { storyTranslate } from "../../stories/texts";
import { compareBarLabels } from "../marketplace-labels";
import { compareAnnouncement } from "./CompareAnnouncer";
import { CompareBar } from "./CompareBar";
import { CompareProvider, useCompare } from "./CompareProvider";
import { stubReportingResizeObserver } from "../../../tests/setup/browser-apis";

const labels = compareBarLabels(storyTranslate);

const car = (id: string, title = `Volvo XC60 ${id}`): CarCardData => ({
  id,
  href: `/bilar/${id}/volvo-xc60`,
  title,
  image: { src: `/img/${id}.jpg`, alt: title },
  facts: {},
  price: { current: "459 900 kr" },
});

function Connected({ onOpen = () => {} }: { onOpen?: () => void }) {
  const compare = useCompare();
  return (
    <>
      {["1", "2", "3", "4", "5"].map((id) => (
        <button key={id} type="button" onClick={() => compare.toggle(car(id))}>
          {`Jämför ${id}`}
        </button>
      ))}
      <CompareBar
        labels={labels}
        cars={compare.cars}
        max={compare.max}
        lastChange={compare.lastChange}
        changeCount={compare.changeCount}
        onOpen={onOpen}
        onRemove={compare.remove}
        onClear={compare.clear}
      />
    </>
  );
}

const renderConnected = (onOpen?: () => void) =>
  render(
    <CompareProvider storage={null}>
      <Connected onOpen={onOpen} />
    </CompareProvider>,
  );

describe("CompareBar", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows nothing but an empty live region without cars", () => {
    render(
      <CompareBar
        labels={labels}
        cars={[]}
        onOpen={() => {}}
        onRemove={() => {}}
        onClear={() => {}}
      />,
    );
    expect(screen.queryByRole("region")).toBeNull();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("sets the bottom inset floating elements stand on while it shows, and not in previews", async () => {
    // The bar's height is published when the observer reports it.
    stubReportingResizeObserver();
    const inset = () => document.documentElement.style.getPropertyValue(layoutVariable.bottomInset);
    const bar = (cars: CarCardData[], inlinePreview = false) => (
      <CompareBar
        labels={labels}
        cars={cars}
        onOpen={() => {}}
        onRemove={() => {}}
        onClear={() => {}}
        inlinePreview={inlinePreview}
      />
    );
    const { rerender, unmount } = render(bar([]));
    expect(inset()).toBe("");
    rerender(bar([car("1")]));
    expect(inset()).toMatch(/px$/);
    rerender(bar([]));
    expect(inset()).toBe("");
    rerender(bar([car("1")], true));
    expect(inset()).toBe("");
    unmount();
  });

  it("shows a thumbnail per car and the count on the compare button", async () => {
    const onOpen = vi.fn();
    renderConnected(onOpen);
    await userEvent.click(screen.getByRole("button", { name: "Jämför 1" }));
    await userEvent.click(screen.getByRole("button", { name: "Jämför 2" }));
    await userEvent.click(screen.getByRole("button", { name: "Jämför 3" }));
    const bar = screen.getByRole("region", { name: "Bilar att jämföra" });
    expect(bar).toHaveTextContent("Volvo XC60 1");
    expect(bar.querySelectorAll("li")).toHaveLength(3);
    await userEvent.click(screen.getByRole("button", { name: "Jämför (3)" }));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it("announces adds, removals and clearing politely", async () => {
    renderConnected();
    const status = screen.getByRole("status");
    expect(status).toHaveAttribute("aria-live", "polite");
    await userEvent.click(screen.getByRole("button", { name: "Jämför 1" }));
    expect(status).toHaveTextContent("Volvo XC60 1 har lagts till i jämförelsen, 1 av 4 bilar.");
    await userEvent.click(screen.getByRole("button", { name: "Jämför 2" }));
    await userEvent.click(
      screen.getByRole("button", { name: "Ta bort Volvo XC60 1 från jämförelsen" }),
    );
    expect(status).toHaveTextContent("Volvo XC60 1 har tagits bort från jämförelsen.");
    await userEvent.click(screen.getByRole("button", { name: "Jämför 3" }));
    await userEvent.click(screen.getByRole("button", { name: "Rensa" }));
    expect(status).toHaveTextContent("Jämförelsen är tömd.");
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("says why a fifth car is refused, each time", async () => {
    renderConnected();
    for (const id of ["1", "2", "3", "4"]) {
      await userEvent.click(screen.getByRole("button", { name: `Jämför ${id}` }));
    }
    const note = "Du kan jämföra högst 4 bilar åt gången.";
    expect(screen.getByRole("region")).toHaveTextContent(note);
    await userEvent.click(screen.getByRole("button", { name: "Jämför 5" }));
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent(note);
    const first = status.textContent;
    await userEvent.click(screen.getByRole("button", { name: "Jämför 5" }));
    expect(status.textContent).not.toBe(first);
    expect(status).toHaveTextContent(note);
    expect(screen.getByRole("button", { name: "Jämför (4)" })).toBeInTheDocument();
  });

  it("moves focus to the next remove button, then to the compare button", async () => {
    renderConnected();
    await userEvent.click(screen.getByRole("button", { name: "Jämför 1" }));
    await userEvent.click(screen.getByRole("button", { name: "Jämför 2" }));
    await userEvent.click(
      screen.getByRole("button", { name: "Ta bort Volvo XC60 1 från jämförelsen" }),
    );
    expect(
      screen.getByRole("button", { name: "Ta bort Volvo XC60 2 från jämförelsen" }),
    ).toHaveFocus();
    await userEvent.click(screen.getByRole("button", { name: "Jämför 3" }));
    await userEvent.click(
      screen.getByRole("button", { name: "Ta bort Volvo XC60 3 från jämförelsen" }),
    );
    expect(
      screen.getByRole("button", { name: "Ta bort Volvo XC60 2 från jämförelsen" }),
    ).toHaveFocus();
  });

  it("does not announce changes made before it mounted (an earlier page)", () => {
    function Remount() {
      const [cars] = useState([car("1")]);
      return (
        <CompareBar
          labels={labels}
          cars={cars}
          lastChange={{ kind: "added", car: car("1") }}
          changeCount={3}
          onOpen={() => {}}
          onRemove={() => {}}
          onClear={() => {}}
        />
      );
    }
    render(<Remount />);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("takes its texts from props", () => {
    render(
      <CompareBar
        cars={[car("1"), car("2")]}
        labels={{
          ...labels,
          compare: "Compare ({count})",
          clear: "Clear",
          region: "Compare list",
        }}
        onOpen={() => {}}
        onRemove={() => {}}
        onClear={() => {}}
      />,
    );
    expect(screen.getByRole("region", { name: "Compare list" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Compare (2)" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Clear" })).toBeInTheDocument();
  });

  it("keeps the page end reachable with a spacer while shown", () => {
    const { container } = render(
      <CompareBar
        labels={labels}
        cars={[car("1")]}
        onOpen={() => {}}
        onRemove={() => {}}
        onClear={() => {}}
      />,
    );
    expect(container.querySelector("[data-compare-bar-spacer]")).not.toBeNull();
  });

  it("builds announcements from the labels, with the plural forms of the counts", () => {
    expect(compareAnnouncement(null, labels, 0, 4)).toBe("");
    expect(compareAnnouncement({ kind: "refused", car: car("9") }, labels, 4, 4, "sv-SE")).toBe(
      "Du kan jämföra högst 4 bilar åt gången.",
    );
    expect(compareAnnouncement({ kind: "refused", car: car("9") }, labels, 1, 1, "sv-SE")).toBe(
      "Du kan jämföra högst 1 bil åt gången.",
    );
    expect(
      compareAnnouncement({ kind: "added", car: car("1", "Kia Niro") }, labels, 2, 4, "sv-SE"),
    ).toBe("Kia Niro har lagts till i jämförelsen, 2 av 4 bilar.");
  });
});
