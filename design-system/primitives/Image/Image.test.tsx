// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Image, settleServerImages } from "./Image";
import { ImageLoaderProvider, type ImageLoader } from "./ImageLoaderProvider";

const cdnOnly: ImageLoader = (src, width) =>
  src.startsWith("https://cdn.example.com/") ? `${src}?w=${width}` : null;

describe("Image", () => {
  it("is unoptimised without a loader: plain src, no srcset, lazy", () => {
    render(<Image src="/bilar/xc60.jpg" alt="Volvo XC60 i silver" width={1600} height={900} />);
    const img = screen.getByRole("img", { name: "Volvo XC60 i silver" });
    expect(img).toHaveAttribute("src", "/bilar/xc60.jpg");
    expect(img).not.toHaveAttribute("srcset");
    expect(img).not.toHaveAttribute("sizes");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("width", "1600");
    expect(img).toHaveAttribute("height", "900");
  });

  it("gets a srcset at the device sizes from the app's loader, with sizes", () => {
    render(
      <ImageLoaderProvider value={cdnOnly}>
        <Image
          src="https://cdn.example.com/ex30.jpg"
          alt="Volvo EX30"
          sizes="(min-width: 1024px) 33vw, 100vw"
        />
      </ImageLoaderProvider>,
    );
    const img = screen.getByRole("img", { name: "Volvo EX30" });
    expect(img.getAttribute("srcset")).toBe(
      [320, 640, 1280, 1920].map((w) => `https://cdn.example.com/ex30.jpg?w=${w} ${w}w`).join(", "),
    );
    expect(img).toHaveAttribute("sizes", "(min-width: 1024px) 33vw, 100vw");
    expect(img).toHaveAttribute("src", "https://cdn.example.com/ex30.jpg?w=1920");
  });

  it("stays unoptimised for a host the loader declines", () => {
    render(
      <ImageLoaderProvider value={cdnOnly}>
        <Image src="https://elsewhere.example.net/a.jpg" alt="Annan värd" />
      </ImageLoaderProvider>,
    );
    const img = screen.getByRole("img", { name: "Annan värd" });
    expect(img).toHaveAttribute("src", "https://elsewhere.example.net/a.jpg");
    expect(img).not.toHaveAttribute("srcset");
  });

  it("loads a priority image eagerly with high fetch priority", () => {
    render(<Image src="/hero.jpg" alt="" priority />);
    const img = document.querySelector("img");
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
  });

  it("shows the blur placeholder until the image has loaded", () => {
    const { container } = render(
      <Image src="/bil.jpg" alt="Bil" blurDataUrl="data:image/png;base64,AAAA" />,
    );
    const frame = container.firstElementChild as HTMLElement;
    expect(frame.style.getPropertyValue("--fc-image-placeholder")).toBe(
      'url("data:image/png;base64,AAAA")',
    );
    expect(frame).toHaveAttribute("data-phase", "loading");
    fireEvent.load(screen.getByRole("img", { name: "Bil" }));
    expect(frame).toHaveAttribute("data-phase", "loaded");
  });

  it("has no placeholder state without a blur image", () => {
    const { container } = render(<Image src="/bil.jpg" alt="Bil" />);
    expect(container.firstElementChild).not.toHaveAttribute("data-phase");
  });

  it("settles server HTML no component hydrates: each placeholder fades once its image is in", () => {
    const root = document.createElement("div");
    root.innerHTML = [
      renderToString(<Image src="/a.jpg" alt="A" blurDataUrl="data:image/png;base64,AAAA" />),
      renderToString(<Image src="/b.jpg" alt="B" blurDataUrl="data:image/png;base64,BBBB" />),
      renderToString(<Image src="/c.jpg" alt="C" />),
    ].join("");
    document.body.append(root);
    const [a, b, c] = [...root.querySelectorAll("img")] as HTMLImageElement[];
    // A is in already (from the browser's cache); B is still loading.
    Object.defineProperties(a, { complete: { value: true }, naturalWidth: { value: 640 } });
    const frameOf = (img: HTMLImageElement | undefined) => img?.parentElement as HTMLElement;
    expect(frameOf(a)).toHaveAttribute("data-phase", "server");

    const cleanUp = settleServerImages(root);
    expect(frameOf(a)).toHaveAttribute("data-phase", "loaded");
    expect(frameOf(b)).toHaveAttribute("data-phase", "server");
    Object.defineProperties(b, { complete: { value: true }, naturalWidth: { value: 640 } });
    fireEvent.load(b as HTMLImageElement);
    expect(frameOf(b)).toHaveAttribute("data-phase", "loaded");
    // An image without a placeholder has no phase to settle.
    expect(frameOf(c)).not.toHaveAttribute("data-phase");
    cleanUp();
    root.remove();
  });
});
