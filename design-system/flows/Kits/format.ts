import { kitTotals } from "./rules";
import type { Kit } from "./types";

/** Euro amounts to the cent in the site's format ("1 234,56 €" in Finnish). */
export function moneyFormatter(locale: string, currency: string) {
  const format = new Intl.NumberFormat(locale, { style: "currency", currency });
  return (value: number) => format.format(value);
}

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
