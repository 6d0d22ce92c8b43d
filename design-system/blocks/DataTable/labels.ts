import type { Translate } from "../../../i18n/translate";
import type { DataTableLabels } from "./DataTable";

/** The data table's own texts from the site's texts (the app's t, or the stories'). */
export function dataTableLabels(t: Translate): DataTableLabels {
  return {
    unknownCell: t("Blocks.DataTable.UnknownCell"),
    column: (n) => t("Blocks.DataTable.Column", { n }),
    newTab: t("Shell.NewTab"),
  };
}
