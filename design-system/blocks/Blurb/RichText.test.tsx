// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { paragraphs, RichText, type RichTextNode } from "./RichText";

describe("RichText", () => {
  it("renders the allowed elements from nodes, never as HTML", () => {
    const nodes: RichTextNode[] = [
      { type: "element", tag: "h3", children: [{ type: "text", text: "Utrustning" }] },
      {
        type: "element",
        tag: "p",
        children: [
          { type: "text", text: "<script>alert(1)</script> Läs " },
          {
            type: "element",
            tag: "a",
            href: "/villkor",
            children: [{ type: "text", text: "villkoren" }],
          },
        ],
      },
      {
        type: "element",
        tag: "ul",
        children: [{ type: "element", tag: "li", children: [{ type: "text", text: "Dragkrok" }] }],
      },
    ];
    const { container } = render(<RichText nodes={nodes} />);
    expect(screen.getByRole("heading", { level: 3, name: "Utrustning" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "villkoren" })).toHaveAttribute("href", "/villkor");
    expect(screen.getByRole("listitem")).toHaveTextContent("Dragkrok");
    expect(container.querySelector("script")).toBeNull();
    expect(container.textContent).toContain("<script>alert(1)</script>");
  });

  it("builds plain paragraphs", () => {
    render(<RichText nodes={paragraphs("Ett", "Två")} />);
    expect(screen.getByText("Ett").tagName).toBe("P");
    expect(screen.getByText("Två").tagName).toBe("P");
  });
});
