import { transformAsync } from "@babel/core";
import type { Plugin } from "vite";

/**
 * styled-components names each component's class from a counter in creation order unless a
 * component id is given. The server bundle, the browser's route chunks and Vite's dev server
 * create components in different orders, so the classes the server wrote would not be the ones
 * the browser computes (a hydration mismatch), and a component cannot be code-split safely.
 * babel-plugin-styled-components gives every component an id from its file and position instead,
 * the same in every build.
 *
 * The display name (`Icon__Svg-sc-…`, which says where a class comes from) is for the dev
 * server only: in a build it went into every element's `class`, about 17 KB of a home page's
 * HTML (issue 17), and the server and browser builds must agree on it (it is part of the class
 * hash), which they do since both are builds.
 */
export function styledComponentsIds(): Plugin {
  let displayName = true;
  return {
    name: "forecourt:styled-components-ids",
    enforce: "pre",
    config(_config, { command }) {
      displayName = command === "serve";
    },
    async transform(code, id) {
      return addStyledComponentsIds(code, id, { displayName });
    },
  };
}

/** The plugin's transform: ids (and, when asked, display names) on every styled component. */
export async function addStyledComponentsIds(
  code: string,
  id: string,
  { displayName }: { displayName: boolean },
) {
  const file = id.split("?")[0] ?? id;
  if (!/\.[jt]sx?$/.test(file) || file.includes("/node_modules/")) return null;
  if (!code.includes("styled-components")) return null;
  const result = await transformAsync(code, {
    filename: file,
    babelrc: false,
    configFile: false,
    sourceMaps: true,
    // Parse TypeScript and JSX, leave them in place: esbuild compiles them afterwards.
    parserOpts: { plugins: ["typescript", "jsx"] },
    plugins: [
      [
        "babel-plugin-styled-components",
        { ssr: true, displayName, fileName: true, pure: true, minify: false },
      ],
    ],
  });
  return result?.code ? { code: result.code, map: result.map } : null;
}
