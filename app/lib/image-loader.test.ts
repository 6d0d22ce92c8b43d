import { describe, expect, it } from "vitest";
import { createImageLoader } from "./image-loader";

describe("image loader", () => {
  const loader = createImageLoader(["cdn.example"]);
  it("optimises media paths and allow-listed hosts through the image route", () => {
    expect(loader("/-/media/cars/a.jpg", 640)).toBe(
      "/api/image?url=%2F-%2Fmedia%2Fcars%2Fa.jpg&w=640",
    );
    expect(loader("https://cdn.example/a.jpg", 320)).toBe(
      "/api/image?url=https%3A%2F%2Fcdn.example%2Fa.jpg&w=320",
    );
  });
  it("leaves other hosts unoptimised", () => {
    expect(loader("https://elsewhere.example/a.jpg", 320)).toBeNull();
    expect(loader("/images/local.png", 320)).toBeNull();
    expect(loader("data:image/png;base64,AAA", 320)).toBeNull();
  });
  it("serves images whose address has its own query or fragment as they are", () => {
    expect(loader("/-/media/cars/a.jpg?rev=42&h=300", 640)).toBeNull();
    expect(loader("https://cdn.example/a.jpg#top", 320)).toBeNull();
  });

  it("serves vector images as they are, wherever they live", () => {
    expect(loader("/-/media/cars/1001/1.svg", 640)).toBeNull();
    expect(loader("https://cdn.example/logo.SVG?v=2", 320)).toBeNull();
  });
});
