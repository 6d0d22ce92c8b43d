import { kitTotals } from "./rules";
import type { Kit } from "./types";

/** The category path as staff read it ("Ulkovarusteet › Vetokoukut › Irrotettava vetokoukku"). */
export function categoryPath(
  kit: Pick<Kit, "kitCategory" | "kitSubCategory" | "kitSubSubCategory">,
) {
  return [kit.kitCategory, kit.kitSubCategory, kit.kitSubSubCategory].filter(Boolean).join(" › ");
}

/** The cars a kit fits, one line each ("Volvo XC60 2022 Comfort"). */
export function fitmentLines(kit: Pick<Kit, "vehicleFitmentSpecifications">): string[] {
  return kit.vehicleFitmentSpecifications.map((fit) =>
    [fit.make, fit.model, fit.modelYear, fit.version].filter(Boolean).join(" "),
  );
}

/** A kit's whole price (parts, labour, consumables), net and gross. */
export const kitPrice = (kit: Kit) => kitTotals(kit);
