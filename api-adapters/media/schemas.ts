import { z } from "zod";

/**
 * A media address the gallery may load: a site path (`/-/media/…`, proxied to the media host)
 * or an https URL. Anything else (`javascript:`, protocol-relative `//host`) is malformed.
 */
const mediaUrl = z
  .string()
  .trim()
  .refine(
    (url) => /^(?:https:\/\/[^\s/]|\/(?![/\\]))\S*$/.test(url),
    "not a site path or https URL",
  );

/**
 * The autos-on-show media of one car (specs/marketplace.md §3 "Autos-on-show media"), as the
 * service answers it and as our route `GET /api/autosonshow/<regNo>` passes it on: a video,
 * the frames of the exterior 360 (in turning order) and an interior panorama. A flag that says
 * a medium exists without its address is malformed, not an absent medium.
 */
export const autosOnShowMediaSchema = z
  .object({
    videoUrl: mediaUrl.nullish().transform((value) => value ?? null),
    images360: z
      .array(mediaUrl)
      .nullish()
      .transform((value) => value ?? []),
    internal360: mediaUrl.nullish().transform((value) => value ?? null),
    hasVideo: z.boolean(),
    hasInternal360: z.boolean(),
    has360: z.boolean(),
  })
  .superRefine((media, ctx) => {
    if (media.hasVideo && !media.videoUrl) {
      ctx.addIssue({ code: "custom", path: ["videoUrl"], message: "hasVideo without videoUrl" });
    }
    if (media.has360 && media.images360.length < 2) {
      ctx.addIssue({ code: "custom", path: ["images360"], message: "has360 without frames" });
    }
    if (media.hasInternal360 && !media.internal360) {
      ctx.addIssue({
        code: "custom",
        path: ["internal360"],
        message: "hasInternal360 without internal360",
      });
    }
  });

export type AutosOnShowMedia = z.output<typeof autosOnShowMediaSchema>;
