// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useControllableState } from "./useControllableState";

describe("useControllableState", () => {
  it("keeps its own state when uncontrolled and reports changes", () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState<string>(undefined, "a", onChange));
    expect(result.current[0]).toBe("a");
    act(() => result.current[1]("b"));
    expect(result.current[0]).toBe("b");
    expect(onChange).toHaveBeenCalledWith("b");
  });

  it("shows the given value when controlled and only reports changes", () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(
      ({ value }) => useControllableState<string>(value, "a", onChange),
      { initialProps: { value: "x" } },
    );
    act(() => result.current[1]("y"));
    expect(result.current[0]).toBe("x");
    expect(onChange).toHaveBeenCalledWith("y");
    rerender({ value: "y" });
    expect(result.current[0]).toBe("y");
  });
});
