// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Accordion, type AccordionItem } from "./Accordion";

const items: AccordionItem[] = [
  { id: "warranty", title: "Garanti", content: "24 månader" },
  { id: "delivery", title: "Leverans", content: "Hemleverans i hela Sverige" },
  { id: "trade-in", title: "Inbyte", content: "Vi värderar din bil" },
];

const expanded = (name: string) =>
  screen.getByRole("button", { name }).getAttribute("aria-expanded");

describe("Accordion", () => {
  it("puts each header button in a heading of the given level", () => {
    render(<Accordion items={items} headingLevel={2} />);
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(3);
    expect(screen.getByRole("heading", { level: 2, name: "Leverans" })).toBeInTheDocument();
  });

  it("keeps one item open by default, and lets it close", async () => {
    const onValueChange = vi.fn();
    render(<Accordion items={items} onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole("button", { name: "Garanti" }));
    await userEvent.click(screen.getByRole("button", { name: "Leverans" }));
    expect(expanded("Garanti")).toBe("false");
    expect(expanded("Leverans")).toBe("true");
    await userEvent.click(screen.getByRole("button", { name: "Leverans" }));
    expect(expanded("Leverans")).toBe("false");
    expect(onValueChange.mock.calls.map(([ids]) => ids)).toEqual([["warranty"], ["delivery"], []]);
  });

  it("opens several with allowMultiple", async () => {
    render(<Accordion items={items} allowMultiple defaultValue={["trade-in"]} />);
    await userEvent.click(screen.getByRole("button", { name: "Garanti" }));
    expect(expanded("Garanti")).toBe("true");
    expect(expanded("Inbyte")).toBe("true");
  });

  it("follows a controlled value", async () => {
    const onValueChange = vi.fn();
    render(<Accordion items={items} value={["delivery"]} onValueChange={onValueChange} />);
    expect(expanded("Leverans")).toBe("true");
    await userEvent.click(screen.getByRole("button", { name: "Garanti" }));
    expect(onValueChange).toHaveBeenCalledWith(["warranty"]);
    expect(expanded("Garanti")).toBe("false");
  });

  it("moves between headers with arrows, Home and End", async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.tab();
    expect(screen.getByRole("button", { name: "Garanti" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("button", { name: "Leverans" })).toHaveFocus();
    await user.keyboard("{End}");
    expect(screen.getByRole("button", { name: "Inbyte" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("button", { name: "Garanti" })).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(screen.getByRole("button", { name: "Inbyte" })).toHaveFocus();
    await user.keyboard("{Home}");
    expect(screen.getByRole("button", { name: "Garanti" })).toHaveFocus();
  });

  it("drops the region role when more than six panels could be open together", () => {
    const many = Array.from({ length: 7 }, (_, index) => ({
      id: `q${index}`,
      title: `Fråga ${index + 1}`,
      content: `Svar ${index + 1}`,
    }));
    const { unmount } = render(<Accordion items={many} allowMultiple defaultValue={["q0"]} />);
    expect(screen.queryAllByRole("region")).toHaveLength(0);
    unmount();
    render(<Accordion items={many} defaultValue={["q0"]} />);
    expect(screen.getAllByRole("region")).toHaveLength(1);
  });
});
