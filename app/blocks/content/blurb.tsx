import type { z } from "zod";
import { logger } from "../../../api-adapters/shared/logger";
import {
  DeferredSection,
  deferredSectionLoad,
  lazyComponent,
  RichText,
  SkeletonOnDemand,
  type BlurbBackground,
  type BlurbMedia,
  isVideoId,
  videoLabels,
} from "../../../design-system";
import { defineDataBlock } from "../../composer/block";
import { nonEmpty, toFileSrc, toImage, toLink } from "../../composer/field-values";
import type { blurbLoader, blurbSchema } from "./blurb.server";

// Below the first view on the home pages: the blurb's code (its media, video controls and
// animations) loads when it comes near the viewport or is touched; until then the first load
// keeps the server's HTML (DeferredSection, decision 0028 addendum of session 43).
const LiveBlurb = lazyComponent(() =>
  import("../../../design-system/blocks/Blurb/Blurb").then((module) => module.Blurb),
);

/** In a client navigation, while the blurb's code loads: a box of about its height. */
const blurbFallback = <SkeletonOnDemand shape="rect" height="28rem" />;

/** Authored background names onto the theme's surfaces. */
export const blurbBackgroundNames = {
  White: "surface",
  Light: "raised",
  Grey: "raised",
  Dark: "inverse",
  Black: "inverse",
  Brand: "brand",
} as const satisfies Record<string, BlurbBackground>;

type BlurbFields = z.output<typeof blurbSchema>["fields"];

/**
 * The required fields a blurb lacks: a title and media (a desktop image with a source, a desktop
 * video, or a valid YouTube id). Specs: a blurb with missing fields is logged and not rendered.
 */
export function blurbMissingFields(fields: BlurbFields): string[] {
  const missing: string[] = [];
  if (!nonEmpty(fields.Title)) missing.push("Title");
  const hasMedia =
    toImage(fields.ImageDesktop) !== undefined ||
    toFileSrc(fields.VideoDesktop) !== undefined ||
    isVideoId(fields.YoutubeID?.value);
  if (!hasMedia) missing.push("ImageDesktop|VideoDesktop|YoutubeID");
  return missing;
}

/** The blurb's media: a YouTube video first, then a video file, then the image. */
export function blurbMedia(fields: BlurbFields, youtubeTitle: string): BlurbMedia | undefined {
  const youtubeId = fields.YoutubeID?.value.trim();
  if (isVideoId(youtubeId)) return { kind: "youtube", videoId: youtubeId, title: youtubeTitle };
  const image = toImage(fields.ImageDesktop);
  const video = toFileSrc(fields.VideoDesktop);
  if (video) {
    return {
      kind: "video",
      src: video,
      phoneSrc: toFileSrc(fields.VideoPhone),
      poster: image?.src,
      label: image?.alt || undefined,
    };
  }
  return image ? { kind: "image", image, phoneImage: toImage(fields.ImagePhone) } : undefined;
}

/**
 * Blurb: text beside media (specs §2, §3; catalogue: missing fields logged, nothing rendered).
 * Its rich text is sanitised into nodes on the server (loadData); the render only shows them.
 */
const blurbView = defineDataBlock<typeof blurbLoader>(({ fields, params }, context, text) => {
  const missing = blurbMissingFields(fields);
  const title = nonEmpty(fields.Title);
  const videoTitle = context.t("Blocks.Blurb.VideoTitle", { title: title ?? "" });
  const media = blurbMedia(fields, videoTitle);
  if (missing.length > 0 || !title || !media) {
    logger.warn("blocks.blurb-missing-fields", { path: context.path, missing });
    return null;
  }
  const level = Number((fields.TitleTag?.value ?? "h2").slice(1)) as 1 | 2 | 3 | 4;
  return (
    <DeferredSection
      component={LiveBlurb}
      props={{
        title,
        titleLevel: level,
        text: text && text.length > 0 ? <RichText nodes={text} /> : undefined,
        link: toLink(fields.Link),
        media,
        reverse: params.Reverse,
        background: params.BackgroundColor
          ? blurbBackgroundNames[params.BackgroundColor]
          : undefined,
        textColor: params.TextColor,
        textAnimation: params.UseTextAnimations,
        mediaAnimation: params.UseMediaAnimations,
        fullHeight: params.FullHeight,
        centerContent: params.CenterContent,
        controlBar: params.HasControlBar,
        labels: videoLabels(context.t),
      }}
      fallback={blurbFallback}
      loaded={LiveBlurb.loaded()}
    />
  );
});

export const blurbBlock: typeof blurbView = {
  ...blurbView,
  sectionsFor: (text) => (text ? deferredSectionLoad(text, LiveBlurb) : undefined),
};
