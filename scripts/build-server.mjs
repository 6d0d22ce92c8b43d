// Bundles the boot entry (server/index.ts) and the upstream mocks it starts into
// build/boot/index.js, outside Vite's module graph; packages stay external.
import { build } from "esbuild";

await build({
  entryPoints: ["server/index.ts"],
  outfile: "build/boot/index.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
