import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { Rendering } from "../../api-adapters/content";
import { sectionErrorTexts } from "../../design-system";
import { defineBlock, type BlockRegistry } from "./block";
import { requiredTextField } from "./fields";
import { Placeholder } from "./Placeholder";
import { testBlockContext } from "./test-context";

const titleBlock = defineBlock(
  z.object({ fields: z.object({ Title: requiredTextField }) }),
  ({ fields }) => <h2>{fields.Title.value}</h2>,
);
const explodingBlock = defineBlock(z.object({}), () => {
  throw new Error("boom");
});
const registry: BlockRegistry = { Title: titleBlock, Exploding: explodingBlock };

const rendering = (componentName: string, fields: Record<string, unknown> = {}): Rendering => ({
  componentName,
  fields,
  params: {},
});
const title = (text: string) => rendering("Title", { Title: { value: text } });

afterEach(() => vi.restoreAllMocks());

describe("Placeholder", () => {
  it("renders each rendering through its registry binding, in order", () => {
    render(
      <Placeholder
        renderings={[title("First"), title("Second")]}
        registry={registry}
        context={testBlockContext()}
      />,
    );
    expect(screen.getAllByRole("heading").map((h) => h.textContent)).toEqual(["First", "Second"]);
  });

  it("shows the Swedish fallback box for invalid fields, logs why, and renders the rest", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <Placeholder
        renderings={[
          title("Before"),
          rendering("Title", { Title: { value: "  " } }),
          title("After"),
        ]}
        registry={registry}
        context={testBlockContext({ path: "/x" })}
      />,
    );
    const box = screen.getByRole("alert", { name: "Aj då" });
    expect(box).toHaveTextContent(sectionErrorTexts.body);
    expect(screen.getByRole("heading", { name: "Before" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "After" })).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(
      "[composer.invalid-fields]",
      expect.objectContaining({
        componentName: "Title",
        path: "/x",
        reason: expect.stringContaining("fields.Title.value"),
      }),
    );
  });

  it("contains a block that throws while rendering: fallback box, rest of the page intact", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <Placeholder
        renderings={[title("Before"), rendering("Exploding"), title("After")]}
        registry={registry}
        context={testBlockContext()}
      />,
    );
    expect(screen.getByRole("alert", { name: "Aj då" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Before",
      "Aj då",
      "After",
    ]);
  });

  it("logs an unknown component and renders nothing for visitors", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { container } = render(
      <Placeholder
        renderings={[rendering("NoSuchBlock")]}
        registry={registry}
        context={testBlockContext()}
      />,
    );
    expect(container).toBeEmptyDOMElement();
    expect(warn).toHaveBeenCalledWith(
      "[composer.unknown-component]",
      expect.objectContaining({ componentName: "NoSuchBlock" }),
    );
  });

  it("marks an unknown component visibly in page-editing mode", () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    render(
      <Placeholder
        renderings={[rendering("NoSuchBlock")]}
        registry={registry}
        context={testBlockContext({ pageEditing: true })}
      />,
    );
    expect(screen.getByRole("note")).toHaveTextContent("Unknown component: NoSuchBlock");
  });

  it("does not look up inherited object keys as components", () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { container } = render(
      <Placeholder
        renderings={[rendering("toString"), rendering("constructor")]}
        registry={registry}
        context={testBlockContext()}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("renders nothing for a missing placeholder", () => {
    const { container } = render(
      <Placeholder renderings={undefined} registry={registry} context={testBlockContext()} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
