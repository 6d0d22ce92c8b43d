// @vitest-environment node
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { Rendering } from "../../api-adapters/content";
import { defineBlock, defineBlockLoader, type BlockRegistry } from "./block";
import { Placeholder } from "./Placeholder";
import { prepareRenderings } from "./prepare-renderings.server";
import { testBlockContext } from "./test-context";

const titleLoader = defineBlockLoader(
  z.object({ fields: z.object({ Title: z.object({ value: z.string() }) }) }),
);
const emptyLoader = defineBlockLoader(z.object({}));
const loaders = { Title: titleLoader, Exploding: emptyLoader };
const registry: BlockRegistry = {
  Title: defineBlock<typeof titleLoader>(({ fields }) => <h2>{fields.Title.value}</h2>),
  Exploding: defineBlock<typeof emptyLoader>(() => {
    throw new Error("boom on the server");
  }),
};

function renderOnServer(renderings: Rendering[]): Promise<{ html: string; errors: unknown[] }> {
  const errors: unknown[] = [];
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      <Placeholder
        renderings={prepareRenderings(renderings, loaders, { path: "/" })}
        registry={registry}
        context={testBlockContext()}
      />,
      {
        onAllReady() {
          const sink = new PassThrough();
          let html = "";
          sink.on("data", (chunk: Buffer) => (html += chunk.toString()));
          sink.on("end", () => resolve({ html, errors }));
          pipe(sink);
        },
        onShellError: reject,
        onError: (error) => {
          errors.push(error);
        },
      },
    );
  });
}

describe("Placeholder on the server", () => {
  it("keeps the page when one block throws during server rendering", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { html, errors } = await renderOnServer([
      { componentName: "Title", fields: { Title: { value: "Before" } }, params: {} },
      { componentName: "Exploding", fields: {}, params: {} },
      { componentName: "Title", fields: { Title: { value: "After" } }, params: {} },
    ]);
    expect(html).toContain("<h2>Before</h2>");
    expect(html).toContain("<h2>After</h2>");
    // The failed section is left for the client, which shows the fallback box.
    expect(html).toContain("<!--$!-->");
    expect(errors).toHaveLength(1);
  });
});
