// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useEffectOnChange } from "./useEffectOnChange";

function Probe({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  useEffectOnChange(value, () => onChange(value));
  return null;
}

describe("useEffectOnChange", () => {
  it("does not run on mount", () => {
    const onChange = vi.fn();
    render(<Probe value="/" onChange={onChange} />);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("runs once per change of the value, with the latest callback", () => {
    const onChange = vi.fn();
    const { rerender } = render(<Probe value="/" onChange={onChange} />);
    rerender(<Probe value="/" onChange={onChange} />);
    expect(onChange).not.toHaveBeenCalled();
    rerender(<Probe value="/kop-bil" onChange={onChange} />);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith("/kop-bil");
    const later = vi.fn();
    rerender(<Probe value="/" onChange={later} />);
    expect(later).toHaveBeenCalledWith("/");
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
