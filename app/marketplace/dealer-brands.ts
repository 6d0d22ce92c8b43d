/** Codes with an underscore that are brands of their own, never reduced (specs/marketplace.md 5). */
const KEPT_UNDERSCORE_CODES = new Set(["FI_TR", "MH_TR"]);

export interface DepartmentBrand {
  name?: string | null;
  brand_code?: string | null;
}

/**
 * The brand-code rule: a code with an underscore (`VOLVO_TR`) is reduced to its base code
 * (`VOLVO`) when the base is present, so the brand shows once; FI_TR and MH_TR stay. Returns the
 * display names (the name, else the code) in first-seen order, without repeats.
 */
export function dealerBrandNames(brands: readonly DepartmentBrand[]): string[] {
  const codes = new Set(brands.map((brand) => brand.brand_code?.trim().toUpperCase() ?? ""));
  const names = brands.flatMap((brand) => {
    const code = brand.brand_code?.trim().toUpperCase() ?? "";
    const base = code.split("_")[0] ?? "";
    const reduced = code.includes("_") && !KEPT_UNDERSCORE_CODES.has(code) && codes.has(base);
    const name = brand.name?.trim() || brand.brand_code?.trim() || "";
    return reduced || !name ? [] : [name];
  });
  return [...new Set(names)];
}
