// @vitest-environment node
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { DeferredSection } from "./DeferredSection";
import { lazyComponent } from "./lazy-component";

function renderOnServer(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        const sink = new PassThrough();
        let html = "";
        sink.on("data", (chunk: Buffer) => (html += chunk.toString()));
        sink.on("end", () => resolve(html));
        pipe(sink);
      },
      onShellError: reject,
    });
  });
}

describe("DeferredSection on the server", () => {
  it("renders the section whole and never its fallback, even while the section's code loads", async () => {
    const Section = lazyComponent(() =>
      Promise.resolve(({ label }: { label: string }) => <section>{label}</section>),
    );
    const Fallback = vi.fn(() => <p>Loading…</p>);
    const html = await renderOnServer(
      <DeferredSection component={Section} props={{ label: "Cars" }} fallback={<Fallback />} />,
    );
    expect(html).toContain("<section>Cars</section>");
    expect(html).not.toContain("Loading…");
    // Rendered, it would have sent its styles (a skeleton's) with the page.
    expect(Fallback).not.toHaveBeenCalled();
  });
});
