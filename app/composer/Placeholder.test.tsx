// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { Rendering } from "../../api-adapters/content";
import { sectionErrorTexts } from "../../design-system";
import {
  defineBlock,
  defineBlockLoader,
  defineContainerBlock,
  defineDataBlock,
  type BlockRegistry,
} from "./block";
import { requiredTextField } from "./fields";
import { Placeholder as ComposerPlaceholder } from "./Placeholder";
import { prepareRenderings, type BlockData } from "./prepare-renderings.server";
import { testBlockContext } from "./test-context";

const titleLoader = defineBlockLoader(z.object({ fields: z.object({ Title: requiredTextField }) }));
const titleBlock = defineBlock<typeof titleLoader>(({ fields }) => <h2>{fields.Title.value}</h2>);
const emptyLoader = defineBlockLoader(z.object({}));
const explodingBlock = defineBlock<typeof emptyLoader>(() => {
  throw new Error("boom");
});
/** A two-column container: its own placeholders `left` and `right` (the CMS nests renderings). */
const columnsBlock = defineContainerBlock<typeof emptyLoader>((_props, _context, placeholder) => (
  <section aria-label="Columns">
    <div data-testid="left">{placeholder("left")}</div>
    <div data-testid="right">{placeholder("right")}</div>
  </section>
));
const countLoader = defineBlockLoader(z.object({}), () => Promise.resolve(0));
const countBlock = defineDataBlock<typeof countLoader>((_props, _context, data) => (
  <p>Count {data}</p>
));
const registry: BlockRegistry = {
  Title: titleBlock,
  Exploding: explodingBlock,
  Columns: columnsBlock,
  Count: countBlock,
};
const loaders = {
  Title: titleLoader,
  Exploding: emptyLoader,
  Columns: emptyLoader,
  Count: countLoader,
};

/** The composer's Placeholder with raw renderings, parsed on the "server" first as the loader does. */
function Placeholder({
  renderings,
  blockData,
  ...props
}: Omit<Parameters<typeof ComposerPlaceholder>[0], "renderings"> & {
  renderings: Rendering[] | undefined;
  blockData?: BlockData;
}) {
  const prepared = prepareRenderings(renderings ?? [], loaders, {
    path: props.context.path,
    blockData,
  });
  return <ComposerPlaceholder renderings={prepared} {...props} />;
}

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

  describe("nested placeholders", () => {
    const columns = (placeholders: Record<string, Rendering[]>, uid = "columns"): Rendering => ({
      ...rendering("Columns"),
      uid,
      placeholders,
    });

    it("renders a rendering's own placeholders where its block places them, at any depth", () => {
      render(
        <Placeholder
          renderings={[
            columns({
              left: [title("Left")],
              right: [columns({ left: [title("Inner left")], right: [] }, "inner"), title("Right")],
            }),
          ]}
          registry={registry}
          context={testBlockContext()}
        />,
      );
      expect(screen.getAllByTestId("left")[0]).toHaveTextContent(/^Left$/);
      expect(screen.getAllByRole("region", { name: "Columns" })).toHaveLength(2);
      expect(
        Array.from(screen.getAllByTestId("right")[0]?.querySelectorAll("h2") ?? []).map(
          (heading) => heading.textContent,
        ),
      ).toEqual(["Inner left", "Right"]);
    });

    it("gives each nested rendering its own boundary and validation", () => {
      vi.spyOn(console, "error").mockImplementation(() => undefined);
      render(
        <Placeholder
          renderings={[
            columns({
              left: [rendering("Exploding"), title("Survivor")],
              right: [rendering("Title", { Title: { value: "" } })],
            }),
            title("Outside"),
          ]}
          registry={registry}
          context={testBlockContext()}
        />,
      );
      expect(screen.getAllByRole("alert", { name: "Aj då" })).toHaveLength(2);
      expect(screen.getByRole("heading", { name: "Survivor" })).toBeInTheDocument();
      expect(screen.getByRole("heading", { name: "Outside" })).toBeInTheDocument();
      expect(screen.getByRole("region", { name: "Columns" })).toBeInTheDocument();
    });

    it("hands a nested rendering the data loaded for its uid", () => {
      render(
        <Placeholder
          renderings={[columns({ left: [{ ...rendering("Count"), uid: "count" }] })]}
          registry={registry}
          context={testBlockContext()}
          blockData={{ count: 7 }}
        />,
      );
      expect(screen.getByText("Count 7")).toBeInTheDocument();
    });

    it("renders nothing for a placeholder the layout does not fill", () => {
      render(
        <Placeholder
          renderings={[columns({ left: [title("Only left")] })]}
          registry={registry}
          context={testBlockContext()}
        />,
      );
      expect(screen.getByTestId("right")).toBeEmptyDOMElement();
    });
  });
});
