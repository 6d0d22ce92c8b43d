import { z } from "zod";
import type { DataTableCell } from "../../../design-system";
import { nonEmpty, toImage, toLink } from "../../composer/field-values";
import { booleanParam, imageField, optionalLinkField, textField } from "../../composer/fields";
import type { DataTableData } from "./data-table";
import { defineBlockLoader } from "../../composer/block";

/** The cell templates (specs: image, link and text cells). */
export const cellTemplates = { image: "ImageCell", link: "LinkCell", text: "TextCell" } as const;

const cellSchema = z.object({
  id: z.string().optional(),
  templateName: z.string(),
  // Each kind reads its own fields below; an unknown kind keeps whatever it has.
  fields: z.record(z.string(), z.unknown()).default({}),
});

const imageCellFields = z.object({ Image: imageField.optional(), Header: textField.optional() });
const linkCellFields = z.object({
  LineOne: textField.optional(),
  LineOneBold: textField.optional(),
  LineTwo: textField.optional(),
  Link: optionalLinkField,
  Header: textField.optional(),
});
const textCellFields = z.object({
  LineOne: textField.optional(),
  LineTwo: textField.optional(),
  LineThree: textField.optional(),
  Header: textField.optional(),
});

/** A cell in the design system's terms; a known template with invalid fields is refused. */
function toCell(cell: z.output<typeof cellSchema>, ctx: z.RefinementCtx): DataTableCell {
  const header = (fields: { Header?: { value: string } }) => nonEmpty(fields.Header);
  const parsed = (schema: z.ZodType) => {
    const result = schema.safeParse(cell.fields);
    if (!result.success) {
      for (const issue of result.error.issues) ctx.addIssue({ ...issue, code: "custom" });
    }
    return result.success ? result.data : undefined;
  };
  switch (cell.templateName) {
    case cellTemplates.image: {
      const f = parsed(imageCellFields) as z.output<typeof imageCellFields> | undefined;
      return f
        ? { kind: "image", image: toImage(f.Image), header: header(f) }
        : { kind: "unknown" };
    }
    case cellTemplates.link: {
      const f = parsed(linkCellFields) as z.output<typeof linkCellFields> | undefined;
      const link = toLink(f?.Link);
      return f
        ? {
            kind: "link",
            lineOne: nonEmpty(f.LineOne),
            lineOneBold: nonEmpty(f.LineOneBold),
            lineTwo: nonEmpty(f.LineTwo),
            link: link ? { ...link, target: f.Link?.value.target || undefined } : undefined,
            header: header(f),
          }
        : { kind: "unknown" };
    }
    case cellTemplates.text: {
      const f = parsed(textCellFields) as z.output<typeof textCellFields> | undefined;
      return f
        ? {
            kind: "text",
            lineOne: nonEmpty(f.LineOne),
            lineTwo: nonEmpty(f.LineTwo),
            lineThree: nonEmpty(f.LineThree),
            header: header(f),
          }
        : { kind: "unknown" };
    }
    default:
      return { kind: "unknown" };
  }
}

export const dataTableSchema = z.object({
  fields: z.object({
    /** The table's caption (an addition to the specs' cell fields: a table needs a name). */
    Title: z.object({ value: z.string().trim().min(1, "must not be empty") }),
    Rows: z.array(
      z.object({
        id: z.string().optional(),
        fields: z.object({ Cells: z.array(cellSchema.transform(toCell)) }),
      }),
    ),
  }),
  params: z.object({ HideTitle: booleanParam }),
});

export const dataTableLoader = defineBlockLoader(
  dataTableSchema,
  async (_props, rendering, { content, site }): Promise<DataTableData> => ({
    headers: rendering.dataSource
      ? await content.getColumnHeaders(rendering.dataSource, site.language)
      : [],
  }),
);
