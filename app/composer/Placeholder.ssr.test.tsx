// @vitest-environment node
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { Rendering } from "../../api-adapters/content";
import { defineBlock, type BlockRegistry } from "./block";
import { Placeholder } from "./Placeholder";
import { testBlockContext } from "./test-context";

const registry: BlockRegistry = {
  Title: defineBlock(
    z.object({ fields: z.object({ Title: z.object({ value: z.string() }) }) }),
    ({ fields }) => <h2>{fields.Title.value}</h2>,
  ),
  Exploding: defineBlock(z.object({}), () => {
    throw new Error("boom on the server");
  }),
};

function renderOnServer(renderings: Rendering[]): Promise<{ html: string; errors: unknown[] }> {
  const errors: unknown[] = [];
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      <Placeholder renderings={renderings} registry={registry} context={testBlockContext()} />,
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
