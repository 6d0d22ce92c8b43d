// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { PreparedRendering } from "../composer/prepare-renderings.server";
import { hydratingBlockFiles, moduleFiles } from "./browser-modules.server";

const filesByBlock = {
  SiteList: ["/assets/site-list.js", "/assets/Card.js", "/assets/query.js"],
  SiteDetail: ["/assets/site-detail.js", "/assets/Card.js", "/assets/StaticSiteMap.js"],
  Blurb: ["/assets/editorial.js", "/assets/Card.js"],
  ColumnList: ["/assets/static.js"],
};

describe("hydratingBlockFiles", () => {
  it("lists the files of every block the page hydrates, nested ones included, each once", () => {
    const placeholders = {
      header: [{ componentName: "MainNavigation" }],
      main: [
        { componentName: "SiteDetail" },
        {
          componentName: "ColumnList",
          placeholders: { column: [{ componentName: "SiteList" }] },
        },
      ],
    };
    expect(hydratingBlockFiles(placeholders, filesByBlock)).toEqual([
      "/assets/site-detail.js",
      "/assets/Card.js",
      "/assets/StaticSiteMap.js",
      "/assets/static.js",
      "/assets/site-list.js",
      "/assets/query.js",
    ]);
  });

  it("leaves out held blocks (the browser keeps their HTML) and blocks without a chunk", () => {
    const stub: PreparedRendering = { componentName: "ColumnList", uid: "c1", held: true };
    const placeholders = {
      main: [stub, { componentName: "Blurb" }, { componentName: "Footer" }],
    };
    expect(hydratingBlockFiles(placeholders, filesByBlock)).toEqual([
      "/assets/editorial.js",
      "/assets/Card.js",
    ]);
    expect(hydratingBlockFiles({ main: [{ componentName: "constructor" }] }, filesByBlock)).toEqual(
      [],
    );
    expect(hydratingBlockFiles(undefined, filesByBlock)).toEqual([]);
  });
});

describe("moduleFiles", () => {
  it("lists the files of the modules' chunks, each once; a module without a chunk has none", () => {
    const filesByModule = {
      "design-system/flows/TireHotel/index.ts": ["/assets/index-A.js", "/assets/Card.js"],
      "app/tirehotel/browser-client.ts": ["/assets/browser-client.js", "/assets/Card.js"],
    };
    expect(
      moduleFiles(
        [
          "design-system/flows/TireHotel/index.ts",
          "app/tirehotel/browser-client.ts",
          "app/unknown.ts",
          "constructor",
        ],
        filesByModule,
      ),
    ).toEqual(["/assets/index-A.js", "/assets/Card.js", "/assets/browser-client.js"]);
  });

  it("has nothing under test, where the build's maps are empty", () => {
    expect(moduleFiles(["design-system/flows/TireHotel/index.ts"])).toEqual([]);
    expect(hydratingBlockFiles({ main: [{ componentName: "TireHotel" }] })).toEqual([]);
  });
});
