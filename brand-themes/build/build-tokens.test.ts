// @vitest-environment node
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { brandIds } from "../index";
import { brandFolders } from "./brand-folders";
import { buildBrandOutputs, generatedDir } from "./build-tokens";
import { metricMatchedFallback } from "./font-fallbacks";

describe("token build", () => {
  it("knows exactly the brands the app registers", async () => {
    expect(await brandFolders()).toEqual([...brandIds].sort());
  });

  it.each(brandIds)("%s: generated files are up to date (run `npm run tokens`)", async (brand) => {
    const { ts, css } = await buildBrandOutputs(brand);
    expect(await readFile(path.join(generatedDir(brand), "tokens.ts"), "utf8")).toBe(ts);
    expect(await readFile(path.join(generatedDir(brand), "tokens.css"), "utf8")).toBe(css);
  });

  it("scopes a brand's custom properties to its data-brand attribute", async () => {
    const { css } = await buildBrandOutputs("carstore-se");
    expect(css).toContain('[data-brand="carstore-se"]{');
    expect(css).toContain("--fc-color-action:#c2410c;");
    expect(css).toContain("--fc-color-header-surface:#ffffff;");
  });

  it("lets a brand override the semantic layer (header on the brand colour)", async () => {
    const { css } = await buildBrandOutputs("f150-eu");
    expect(css).toContain("--fc-color-header-surface:#003478;");
    expect(css).toContain("--fc-text-transform-heading:uppercase;");
  });
});

describe("metric-matched font fallbacks", () => {
  it("scales a local font to the web font's metrics, one face per weight", () => {
    const fallback = metricMatchedFallback("Manrope Variable", [400, 800]);
    expect(fallback?.families).toEqual(["Manrope Fallback", "Manrope Fallback Roboto"]);
    expect(fallback?.css).toHaveLength(4);
    expect(fallback?.css[0]).toMatch(
      /^@font-face\{font-family:"Manrope Fallback";src:local\("Arial"\),local\("Liberation Sans"\),local\("Helvetica"\);font-weight:400;size-adjust:[\d.]+%;ascent-override:[\d.]+%;descent-override:[\d.]+%;line-gap-override:[\d.]+%\}$/,
    );
  });

  it("matches heavy weights with a local bold face and the web font's heavy cut", () => {
    const [regular, heavy] = metricMatchedFallback("Nunito Sans Variable", [900, 400])?.css ?? [];
    expect(regular).toContain('src:local("Arial"),local("Liberation Sans"),local("Helvetica");font-weight:400;');
    expect(heavy).toContain(
      'src:local("Arial Bold"),local("Liberation Sans Bold"),local("Helvetica Bold");font-weight:900;',
    );
    const sizeAdjust = (face = "") => Number(/size-adjust:([\d.]+)%/.exec(face)?.[1]);
    // Nunito Sans Black is wider per em than its regular cut, Arial Bold wider than Arial.
    expect(sizeAdjust(regular)).toBeCloseTo(101.39, 1);
    expect(sizeAdjust(heavy)).toBeCloseTo(102.5, 1);
  });

  it("writes a face for each weight the brand uses and for bold text", async () => {
    const { css } = await buildBrandOutputs("carstore-se");
    const weights = [...css.matchAll(/font-family:"Nunito Sans Fallback";[^}]*font-weight:(\d+)/g)].map(
      (match) => match[1],
    );
    expect(weights).toEqual(["400", "700", "800", "900"]);
  });

  it("adds the fallback right after the web font in the stack", async () => {
    const { css } = await buildBrandOutputs("automotive-se");
    expect(css).toContain(
      "--fc-font-body:'Manrope Variable', 'Manrope Fallback', 'Manrope Fallback Roboto', system-ui, sans-serif;",
    );
  });

  it("has a second family on Roboto for Android, scaled to Roboto's own metrics", () => {
    const faces = metricMatchedFallback("Nunito Sans Variable", [400, 900])?.css ?? [];
    const roboto = faces.filter((face) => face.includes('"Nunito Sans Fallback Roboto"'));
    expect(roboto).toHaveLength(2);
    expect(roboto[0]).toContain('src:local("Roboto Regular"),local("Roboto-Regular");font-weight:400;');
    expect(roboto[1]).toContain('src:local("Roboto Bold"),local("Roboto-Bold");font-weight:900;');
    const sizeAdjust = (face = "") => Number(/size-adjust:([\d.]+)%/.exec(face)?.[1]);
    // Nunito Sans regular's average width per em (452/1000) over Roboto's (911/2048); on Arial
    // (913/2048) it is 101.39 %.
    expect(sizeAdjust(roboto[0])).toBeCloseTo(101.61, 1);
  });

  it("needs no Roboto stand-in when the web font is Roboto", () => {
    expect(metricMatchedFallback("Roboto Variable")?.families).toEqual(["Roboto Fallback"]);
  });

  it("has nothing to match for system fonts", () => {
    expect(metricMatchedFallback("system-ui")).toBeUndefined();
  });
});
