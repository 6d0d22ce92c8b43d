import { z } from "zod";
import { isVideoId, VideoEmbed } from "../../../design-system";
import { defineBlock } from "../../composer/block";
import { booleanParam, textField } from "../../composer/fields";
import { nonEmpty } from "../../composer/field-values";

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

/** VideoEmbed: a YouTube video on the privacy-enhanced host with autoplay, mute and controls flags. */
export const videoEmbedBlock = defineBlock(videoEmbedSchema, ({ fields, params }, context) => (
  <VideoEmbed
    videoId={fields.VideoId.value}
    title={nonEmpty(fields.Title) ?? context.translate("Blocks.VideoEmbed.Title")}
    autoplay={params.Autoplay}
    mute={params.Mute}
    controls={params.Controls}
  />
));
