import type { ColumnHeader } from "../../../api-adapters/content";
import { DataTable, dataTableLabels } from "../../../design-system";
import { defineDataBlock } from "../../composer/block";
import type { dataTableLoader } from "./data-table.server";

export interface DataTableData {
  headers: ColumnHeader[];
}

/**
 * DataTable: column headers from the content service (`getColumnHeaders` for the rendering's
 * datasource item; a failure gives none, specs), rows of image, link and text cells.
 */
export const dataTableBlock = defineDataBlock<typeof dataTableLoader>(
  ({ fields, params }, context, data) => (
    <DataTable
      caption={fields.Title.value.trim()}
      hideCaption={params.HideTitle}
      headers={(data?.headers ?? []).map((header) => header.title)}
      rows={fields.Rows.map((row) => row.fields.Cells)}
      labels={dataTableLabels(context.t)}
    />
  ),
);
