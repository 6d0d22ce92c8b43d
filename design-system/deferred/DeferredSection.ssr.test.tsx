// @vitest-environment node
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { DeferredSection } from "./DeferredSection";
import { HydratingModules } from "./hydrating-modules";
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

  it("notes the lazy components a render hydrates, and none of a deferred section's", async () => {
    // What the server build's `import()` does (vite/browser-modules.ts): note its module, import.
    const noting = <P extends object>(moduleId: string, component: React.ComponentType<P>) =>
      lazyComponent(() => {
        const note = (globalThis as { __forecourtNoteImport?: (id: string) => void })
          .__forecourtNoteImport;
        note?.(moduleId);
        return Promise.resolve(component);
      });
    const Gallery = noting("design-system/flows/CarGallery/index.ts", () => (
      <figure>Photos</figure>
    ));
    const Contact = noting("app/marketplace/CarContact.tsx", () => <form>Contact</form>);
    const noted: string[] = [];
    const html = await renderOnServer(
      <HydratingModules value={(moduleIds) => noted.push(...moduleIds)}>
        <Gallery />
        <DeferredSection component={Contact} props={{}} fallback={null} />
      </HydratingModules>,
    );
    expect(html).toContain("<figure>Photos</figure>");
    expect(html).toContain("<form>Contact</form>");
    expect([...new Set(noted)]).toEqual(["design-system/flows/CarGallery/index.ts"]);
  });
});
