import { z } from "zod";
import { isVideoId } from "../../../design-system";
import { booleanParam, textField } from "../../composer/fields";
import { defineBlockLoader } from "../../composer/block";

/** A Sitecore checkbox param that is on unless authors turn it off ("0"/"false"). */
const defaultOnParam = z
  .string()
  .optional()
  .transform(
    (value) => value === undefined || value === "" || !["0", "false"].includes(value.toLowerCase()),
  );

export const videoEmbedSchema = z.object({
  fields: z.object({
    /** The YouTube video id: 11 characters; anything else is refused. */
    VideoId: z.object({ value: z.string().trim().refine(isVideoId, "must be a YouTube video id") }),
    Title: textField.optional(),
  }),
  params: z.object({
    Autoplay: booleanParam,
    Mute: booleanParam,
    Controls: defaultOnParam,
  }),
});

export const videoEmbedLoader = defineBlockLoader(videoEmbedSchema);
