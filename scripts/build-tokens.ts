// Builds every brand's tokens (brand-themes/<brand>/tokens.json over the design system's base)
// into brand-themes/<brand>/generated/{tokens.ts,tokens.css}. `npm run tokens`.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { buildBrandOutputs, generatedDir } from "../brand-themes/build/build-tokens";
import { brandFolders } from "../brand-themes/build/brand-folders";

for (const brand of await brandFolders()) {
  const { ts, css } = await buildBrandOutputs(brand);
  await mkdir(generatedDir(brand), { recursive: true });
  await writeFile(path.join(generatedDir(brand), "tokens.ts"), ts);
  await writeFile(path.join(generatedDir(brand), "tokens.css"), css);
  console.log(`tokens: ${brand}`);
}
