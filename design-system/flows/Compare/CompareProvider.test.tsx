// @vitest-environment jsdom
import { act, render, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import type { CarCardData } from "../CarCard/types";
import { CompareProvider, useCompare, type CompareStorage } from "./CompareProvider";

const car = (id: string): CarCardData => ({
  id,
  href: `/bilar/${id}/kia-niro`,
  title: `Kia Niro ${id}`,
  facts: {},
  price: { current: "329 900 kr" },
});

function memoryStorage(initial: Record<string, string> = {}): CompareStorage & {
  data: Map<string, string>;
} {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

function setup(storage: CompareStorage | null) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CompareProvider storage={storage}>{children}</CompareProvider>
  );
  return renderHook(() => useCompare(), { wrapper });
}

describe("CompareProvider", () => {
  it("toggles, removes and clears, and answers isCompared", () => {
    const { result } = setup(null);
    act(() => void result.current.toggle(car("1")));
    act(() => void result.current.toggle(car("2")));
    expect(result.current.isCompared("1")).toBe(true);
    expect(result.current.cars.map((item) => item.id)).toEqual(["1", "2"]);
    act(() => void result.current.toggle(car("1")));
    expect(result.current.isCompared("1")).toBe(false);
    act(() => result.current.remove("2"));
    expect(result.current.cars).toEqual([]);
    act(() => void result.current.toggle(car("3")));
    act(() => result.current.clear());
    expect(result.current.cars).toEqual([]);
  });

  it("refuses a fifth car, says so in the result and counts it", () => {
    const { result } = setup(null);
    for (const id of ["1", "2", "3", "4"]) act(() => void result.current.toggle(car(id)));
    expect(result.current.isFull).toBe(true);
    let outcome: string | undefined;
    act(() => {
      outcome = result.current.toggle(car("5"));
    });
    expect(outcome).toBe("refused");
    expect(result.current.lastChange).toEqual({ kind: "refused", car: car("5") });
    expect(result.current.changeCount).toBe(5);
    expect(result.current.cars).toHaveLength(4);
  });

  it("stores the selection in storage under 'compare' and removes the key when empty", async () => {
    const storage = memoryStorage();
    const { result } = setup(storage);
    act(() => void result.current.toggle(car("1")));
    await waitFor(() =>
      expect(JSON.parse(storage.data.get("compare") ?? "[]")).toEqual([car("1")]),
    );
    act(() => result.current.clear());
    await waitFor(() => expect(storage.data.has("compare")).toBe(false));
  });

  it("reads the stored selection after mounting (a reload or a new page)", async () => {
    const storage = memoryStorage({ compare: JSON.stringify([car("1"), car("2")]) });
    const { result } = setup(storage);
    await waitFor(() => expect(result.current.cars.map((item) => item.id)).toEqual(["1", "2"]));
    // Reading storage is no change of the visitor's: nothing to announce.
    expect(result.current.lastChange).toBeNull();
    expect(storage.data.get("compare")).toBe(JSON.stringify([car("1"), car("2")]));
  });

  it("renders empty first, so server and client markup match", () => {
    const storage = memoryStorage({ compare: JSON.stringify([car("1")]) });
    const seen: number[] = [];
    function Probe() {
      seen.push(useCompare().cars.length);
      return null;
    }
    render(
      <CompareProvider storage={storage}>
        <Probe />
      </CompareProvider>,
    );
    expect(seen[0]).toBe(0);
    expect(seen.at(-1)).toBe(1);
  });

  it("tolerates corrupt stored JSON and a storage that throws", async () => {
    const corrupt = memoryStorage({ compare: "[{broken" });
    const { result } = setup(corrupt);
    await waitFor(() => expect(corrupt.data.has("compare")).toBe(false));
    expect(result.current.cars).toEqual([]);

    const throwing: CompareStorage = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("blocked");
      },
      removeItem: () => {
        throw new Error("blocked");
      },
    };
    const second = setup(throwing);
    act(() => void second.result.current.toggle(car("1")));
    expect(second.result.current.cars).toHaveLength(1);
  });

  it("uses sessionStorage by default", async () => {
    window.sessionStorage.setItem("compare", JSON.stringify([car("7")]));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <CompareProvider>{children}</CompareProvider>
    );
    const { result } = renderHook(() => useCompare(), { wrapper });
    await waitFor(() => expect(result.current.isCompared("7")).toBe(true));
    act(() => result.current.remove("7"));
    await waitFor(() => expect(window.sessionStorage.getItem("compare")).toBeNull());
  });

  it("throws outside a provider", () => {
    function Orphan() {
      useCompare();
      return null;
    }
    const error = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Orphan />)).toThrow(/CompareProvider/);
    } finally {
      console.error = error;
    }
  });
});
