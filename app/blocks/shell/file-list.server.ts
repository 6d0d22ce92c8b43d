import { z } from "zod";
import { fileField, textField } from "../../composer/fields";
import { defineBlockLoader } from "../../composer/block";

export const fileItem = z.object({
  fields: z.object({
    /** The name shown; the media item's title or display name when empty. */
    Title: textField.optional(),
    File: fileField,
  }),
});

export const fileListSchema = z.object({
  fields: z.object({
    Title: textField.optional(),
    Files: z.array(fileItem).default([]),
  }),
  params: z
    .object({ HeadingLevel: z.enum(["2", "3"]).optional() })
    .loose()
    .default({}),
});

export const fileListLoader = defineBlockLoader(fileListSchema);
