import { describe, expect, it } from "vitest";
import { fileURLToPath } from "node:url";
import { addStyledComponentsIds, ShortIds } from "../../vite/styled-components-ids";

const source = `import styled from "styled-components";
export const Svg = styled.svg\`width: 1em;\`;
`;

describe("styled-components ids (vite plugin)", () => {
  it("gives a build's components an id and no display name: it would go into every class", async () => {
    const result = await addStyledComponentsIds(source, "/repo/design-system/Icon.tsx", {
      displayName: false,
    });
    expect(result?.code).toMatch(/componentId: "c0[a-z0-9]{5}"/);
    expect(result?.code).not.toContain("displayName");
  });

  it("names the components on the dev server, where a class should say where it comes from", async () => {
    const result = await addStyledComponentsIds(source, "/repo/design-system/Icon.tsx", {
      displayName: true,
    });
    expect(result?.code).toContain('displayName: "Icon__Svg"');
    expect(result?.code).toMatch(/componentId: "c0[a-z0-9]{5}"/);
  });

  it("writes the components' CSS without its layout: a page's JavaScript carries every rule as text", async () => {
    const styledList = `import styled from "styled-components";
const gap = "1rem";
export const List = styled.ul\`
  /* the cards' grid */
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: \${gap};
  & :focus-visible {
    outline: 2px solid;
  }
  > li:nth-last-child(-n + 6) {
    content-visibility: visible;
  }
\`;
`;
    const result = await addStyledComponentsIds(styledList, "/repo/design-system/List.tsx", {
      displayName: false,
    });
    const code = result?.code ?? "";
    expect(code).toContain(
      "display:grid;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr));gap:",
    );
    expect(code).not.toContain("the cards' grid");
    expect(code).not.toMatch(/\\n\s/);
    // A space before a colon joins no selectors: "& :focus-visible" stays a descendant's focus.
    expect(code).toContain("& :focus-visible{");
    expect(code).toContain("> li:nth-last-child(-n + 6){content-visibility:visible;}");
  });

  it("leaves files without styled-components and dependencies alone", async () => {
    expect(
      await addStyledComponentsIds("export const a = 1;", "/repo/a.ts", { displayName: false }),
    ).toBeNull();
    expect(
      await addStyledComponentsIds(source, "/repo/node_modules/x/index.js", { displayName: false }),
    ).toBeNull();
  });

  it("gives short ids from the file's path and the component's position, the same in every build", async () => {
    const twoComponents = `${source}export const Path = styled.path\`fill: red;\`;\n`;
    const file = fileURLToPath(new URL("../../design-system/Icon.tsx", import.meta.url));
    const ids = async () =>
      [
        ...(
          (await addStyledComponentsIds(twoComponents, file, { displayName: false }))?.code ?? ""
        ).matchAll(/componentId: "([^"]+)"/g),
      ].map((match) => match[1]);
    const [first, second] = await ids();
    expect(first).toMatch(/^c0[a-z0-9]{5}$/);
    expect(second).toBe(`c1${first?.slice(2)}`);
    expect(await ids()).toEqual([first, second]);
    const other = await addStyledComponentsIds(source, file.replace("Icon", "Button"), {
      displayName: false,
    });
    expect(other?.code).not.toContain(first);
  });

  it("fails the build when two files' paths hash alike", () => {
    const root = fileURLToPath(new URL("../../", import.meta.url));
    const shortIds = new ShortIds();
    // Found by trying names in order: these two paths share their five characters.
    expect(shortIds.of(`${root}design-system/x2287.tsx`)).toBe(
      shortIds.of(`${root}design-system/x2287.tsx`),
    );
    expect(() => shortIds.of(`${root}design-system/x10953.tsx`)).toThrow(
      /design-system\/x10953\.tsx and design-system\/x2287\.tsx hash alike/,
    );
  });
});
