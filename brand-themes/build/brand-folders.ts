import { readdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const brandThemesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Every folder in brand-themes/ that holds a tokens.json: the brands the build knows. */
export async function brandFolders(): Promise<string[]> {
  const entries = await readdir(brandThemesDir, { withFileTypes: true });
  const brands: string[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory()) continue;
    const files = await readdir(path.join(brandThemesDir, entry.name));
    if (files.includes("tokens.json")) brands.push(entry.name);
  }
  return brands.sort();
}
