import { createHash } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { transformAsync } from "@babel/core";
import type { Plugin } from "vite";

const repositoryRoot = fileURLToPath(new URL("..", import.meta.url));

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
 *
 * The ids are short (`c0k3x9a`: the component's position in its file, then five characters of a
 * hash of the file's path from the repository root) instead of the babel plugin's
 * `sc-1vhvbxs-0`: every styled element carries its component's id as a class, about a thousand
 * on a home page, so 5-6 characters each are about 6 KB of its HTML. The position's digits keep
 * an id from ever equalling a generated class name (letters only); two files whose hashes share
 * five characters fail the build (`ShortIds`).
 *
 * The CSS is written without its layout (the plugin's `minify`, its default: comments, line
 * breaks and the spaces around `;:{},` go, a space before a colon stays so no selectors join).
 * Every rule of a page's components is text in its JavaScript: about 1 KB gzip a page (issue 17).
 * stylis minifies it again when it is injected, so the rules the page gets are the same.
 */
export function styledComponentsIds(): Plugin {
  let displayName = true;
  const shortIds = new ShortIds();
  return {
    name: "forecourt:styled-components-ids",
    enforce: "pre",
    config(_config, { command }) {
      displayName = command === "serve";
    },
    async transform(code, id) {
      return addStyledComponentsIds(code, id, { displayName, shortIds });
    },
  };
}

/** The plugin's transform: ids (and, when asked, display names) on every styled component. */
export async function addStyledComponentsIds(
  code: string,
  id: string,
  { displayName, shortIds = new ShortIds() }: { displayName: boolean; shortIds?: ShortIds },
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
        { ssr: true, displayName, fileName: true, pure: true, minify: true },
      ],
    ],
  });
  if (!result?.code) return null;
  const fileHash = shortIds.of(file);
  const withShortIds = result.code.replace(
    /componentId: "sc-[a-z0-9]+-(\d+)"/g,
    (_id, position: string) => `componentId: "c${position}${fileHash}"`,
  );
  return { code: withShortIds, map: result.map };
}

/** Five base-36 characters of a hash of each file's path, unique across one build. */
export class ShortIds {
  private readonly fileOfHash = new Map<string, string>();

  of(file: string): string {
    const relative = path.relative(repositoryRoot, file).split(path.sep).join("/");
    const digest = createHash("sha256").update(relative).digest();
    const hash = (digest.readUInt32BE(0) % 36 ** 5).toString(36).padStart(5, "0");
    const other = this.fileOfHash.get(hash);
    if (other !== undefined && other !== relative) {
      throw new Error(
        `styled-components ids: ${relative} and ${other} hash alike (${hash}); rename one, or ` +
          "lengthen the hash in vite/styled-components-ids.ts",
      );
    }
    this.fileOfHash.set(hash, relative);
    return hash;
  }
}
