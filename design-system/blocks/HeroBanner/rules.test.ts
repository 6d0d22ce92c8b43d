import { describe, expect, it } from "vitest";
import sv from "../../../i18n/messages/sv.json";
import { canSearch, heroHeight, heroTone, isRenderableSlide, renderableSlides } from "./rules";

describe("hero rules", () => {
  it("shows a slide only with a video or an image source (specs)", () => {
    expect(isRenderableSlide({ video: "/-/media/hero.mp4" })).toBe(true);
    expect(isRenderableSlide({ image: { src: "/-/media/hero.jpg" } })).toBe(true);
    expect(isRenderableSlide({ image: { src: "  " } })).toBe(false);
    expect(isRenderableSlide({ video: "", image: { src: "" } })).toBe(false);
    expect(isRenderableSlide({})).toBe(false);
    expect(
      renderableSlides([{ image: { src: "" } }, { video: "/v.mp4" }, { image: { src: "/a.jpg" } }]),
    ).toEqual([{ video: "/v.mp4" }, { image: { src: "/a.jpg" } }]);
  });

  it("disables search while the input is empty or blank", () => {
    expect(canSearch("")).toBe(false);
    expect(canSearch("   ")).toBe(false);
    expect(canSearch("v")).toBe(true);
  });

  it("has the specs' Swedish default placeholder in the Swedish catalogue", () => {
    expect(sv.Blocks["HeroBanner.SearchPlaceholder"]).toBe("Sök på märke, modell eller utrustning");
  });

  it("picks the height: FullHeight wins, then Medium, else the default", () => {
    expect(heroHeight({ fullHeight: true, medium: true })).toBe("FullHeight");
    expect(heroHeight({ medium: true })).toBe("Medium");
    expect(heroHeight({})).toBe("Default");
  });

  it("reads Dark and Black as dark text, anything else as light", () => {
    expect(heroTone("Dark")).toBe("dark");
    expect(heroTone("Black")).toBe("dark");
    expect(heroTone("White")).toBe("light");
    expect(heroTone(undefined)).toBe("light");
  });
});
