import { ColumnList } from "../../../design-system";
import { defineBlock } from "../../composer/block";
import { nonEmpty } from "../../composer/field-values";
import type { columnListLoader } from "./column-list.server";

/** ColumnList: 3 or 4 columns of titled link lists. */
export const columnListBlock = defineBlock<typeof columnListLoader>(
  ({ fields, params }, context) => (
    <ColumnList
      title={nonEmpty(fields.Title)}
      columnCount={
        params.NumberOfColumns === "4" ? 4 : params.NumberOfColumns === "3" ? 3 : undefined
      }
      newTabLabel={context.t("Shell.NewTab")}
      columns={fields.Columns.map((column) => ({
        id: column.id,
        title: column.fields.Title.value.trim(),
        links: column.fields.Links.map(({ fields: { Link } }) => ({
          href: Link.value.href,
          text: Link.value.text || Link.value.href,
          target: Link.value.target || undefined,
        })),
      }))}
    />
  ),
);
