import { VideoEmbed } from "../../../design-system";
import { defineBlock } from "../../composer/block";
import { nonEmpty } from "../../composer/field-values";
import type { videoEmbedLoader } from "./video-embed.server";

/** VideoEmbed: a YouTube video on the privacy-enhanced host with autoplay, mute and controls flags. */
export const videoEmbedBlock = defineBlock<typeof videoEmbedLoader>(
  ({ fields, params }, context) => (
    <VideoEmbed
      videoId={fields.VideoId.value}
      title={nonEmpty(fields.Title) ?? context.t("Blocks.VideoEmbed.Title")}
      autoplay={params.Autoplay}
      mute={params.Mute}
      controls={params.Controls}
    />
  ),
);
