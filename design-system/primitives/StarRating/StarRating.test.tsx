// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { StarRating } from "./StarRating";

const avText = (value: number, max: number) => `${value} av ${max}`;
const starLabel = (n: number) => (n === 1 ? "1 stjärna" : `${n} stjärnor`);

describe("StarRating", () => {
  it("is a group of five named radios", () => {
    render(<StarRating label="Betyg" starLabel={starLabel} />);
    expect(screen.getByRole("group", { name: "Betyg" })).toBeInTheDocument();
    const radios = screen.getAllByRole("radio");
    expect(radios).toHaveLength(5);
    expect(radios[0]).toHaveAccessibleName("1 stjärna");
    expect(radios[4]).toHaveAccessibleName("5 stjärnor");
  });

  it("selects a star by click and reports the value", async () => {
    const onChange = vi.fn();
    render(<StarRating label="Betyg" starLabel={starLabel} onChange={onChange} />);
    await userEvent.click(screen.getByRole("radio", { name: "4 stjärnor" }));
    expect(screen.getByRole("radio", { name: "4 stjärnor" })).toBeChecked();
    expect(onChange).toHaveBeenCalledWith(4);
  });

  it("picks the lowest and highest with Home and End", async () => {
    const onChange = vi.fn();
    render(<StarRating label="Betyg" defaultValue={3} starLabel={starLabel} onChange={onChange} />);
    screen.getByRole("radio", { name: "3 stjärnor" }).focus();
    await userEvent.keyboard("{End}");
    expect(screen.getByRole("radio", { name: "5 stjärnor" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "5 stjärnor" })).toHaveFocus();
    await userEvent.keyboard("{Home}");
    expect(screen.getByRole("radio", { name: "1 stjärna" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "1 stjärna" })).toHaveFocus();
    expect(onChange.mock.calls).toEqual([[5], [1]]);
  });

  it("follows a controlled value", () => {
    const { rerender } = render(<StarRating label="Betyg" value={2} starLabel={starLabel} />);
    expect(screen.getByRole("radio", { name: "2 stjärnor" })).toBeChecked();
    rerender(<StarRating label="Betyg" value={null} starLabel={starLabel} />);
    for (const radio of screen.getAllByRole("radio")) expect(radio).not.toBeChecked();
  });

  it("shows a required error", () => {
    render(<StarRating label="Betyg" required error="Välj minst en stjärna" />);
    expect(screen.getByRole("group")).toHaveAccessibleDescription("Välj minst en stjärna");
    for (const radio of screen.getAllByRole("radio")) expect(radio).toBeRequired();
  });

  it("read-only, is one image with the text '4 av 5'", () => {
    render(<StarRating readOnly value={4} valueText={avText} />);
    expect(screen.getByRole("img", { name: "4 av 5" })).toBeInTheDocument();
    expect(screen.queryByRole("radio")).toBeNull();
  });

  it("read-only, clamps the value and defaults to English", () => {
    render(<StarRating readOnly value={7} />);
    expect(screen.getByRole("img", { name: "5 of 5" })).toBeInTheDocument();
  });
});
