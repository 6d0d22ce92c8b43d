import { z } from "zod";
import { linkListField, textField } from "../../composer/fields";
import { defineBlockLoader } from "../../composer/block";

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

export const columnListLoader = defineBlockLoader(columnListSchema);
