import { describe, expect, it } from "vitest";
import { addStyledComponentsIds } from "../../vite/styled-components-ids";

const source = `import styled from "styled-components";
export const Svg = styled.svg\`width: 1em;\`;
`;

describe("styled-components ids (vite plugin)", () => {
  it("gives a build's components an id and no display name: it would go into every class", async () => {
    const result = await addStyledComponentsIds(source, "/repo/design-system/Icon.tsx", {
      displayName: false,
    });
    expect(result?.code).toMatch(/componentId: "sc-[a-z0-9]+-0"/);
    expect(result?.code).not.toContain("displayName");
  });

  it("names the components on the dev server, where a class should say where it comes from", async () => {
    const result = await addStyledComponentsIds(source, "/repo/design-system/Icon.tsx", {
      displayName: true,
    });
    expect(result?.code).toContain('displayName: "Icon__Svg"');
    expect(result?.code).toMatch(/componentId: "sc-[a-z0-9]+-0"/);
  });

  it("leaves files without styled-components and dependencies alone", async () => {
    expect(
      await addStyledComponentsIds("export const a = 1;", "/repo/a.ts", { displayName: false }),
    ).toBeNull();
    expect(
      await addStyledComponentsIds(source, "/repo/node_modules/x/index.js", { displayName: false }),
    ).toBeNull();
  });
});
