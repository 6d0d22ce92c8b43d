import { z } from "zod";
import { ColumnList } from "../../../design-system";
import { defineBlock } from "../../composer/block";
import { linkListField, textField } from "../../composer/fields";
import { nonEmpty } from "../../composer/field-values";

const columnSchema = z.object({
  id: z.string().optional(),
  fields: z.object({
    Title: z.object({ value: z.string().trim().min(1, "must not be empty") }),
    Links: linkListField,
  }),
});

export const columnListSchema = z.object({
  fields: z.object({
    Title: textField.optional(),
    Columns: z.array(columnSchema),
  }),
  params: z.object({
    /** Specs: 3 or 4 columns; other values are refused. */
    NumberOfColumns: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["3", "4"]).optional()),
  }),
});

/** ColumnList: 3 or 4 columns of titled link lists. */
export const columnListBlock = defineBlock(columnListSchema, ({ fields, params }, context) => (
  <ColumnList
    title={nonEmpty(fields.Title)}
    columnCount={
      params.NumberOfColumns === "4" ? 4 : params.NumberOfColumns === "3" ? 3 : undefined
    }
    newTabLabel={context.translate("Shell.NewTab")}
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
));
