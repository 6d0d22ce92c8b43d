import { z } from "zod";
import { blurbTextColors } from "../../../design-system";
import {
  booleanParam,
  imageField,
  optionalFileField,
  optionalLinkField,
  richTextField,
  textField,
} from "../../composer/fields";
import { blurbBackgroundNames } from "./blurb";
import { defineBlockLoader } from "../../composer/block";

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), z.enum(values).optional());

const backgroundNames = Object.keys(blurbBackgroundNames) as [
  keyof typeof blurbBackgroundNames,
  ...(keyof typeof blurbBackgroundNames)[],
];

/** TitleTag: h1-h4 (h2 by default); other tags are refused. */
const titleTags = ["h1", "h2", "h3", "h4"] as const;

export const blurbSchema = z.object({
  fields: z.object({
    Title: textField.optional(),
    TitleTag: z
      .object({
        value: z.preprocess((v) => (v === "" ? undefined : v), z.enum(titleTags).optional()),
      })
      .optional(),
    RichText: richTextField.optional(),
    Link: optionalLinkField,
    ImageDesktop: imageField.optional(),
    ImagePhone: imageField.optional(),
    VideoDesktop: optionalFileField,
    VideoPhone: optionalFileField,
    YoutubeID: textField.optional(),
  }),
  params: z.object({
    HasControlBar: booleanParam,
    Reverse: booleanParam,
    BackgroundColor: optionalEnum(backgroundNames),
    TextColor: optionalEnum(blurbTextColors),
    UseTextAnimations: booleanParam,
    UseMediaAnimations: booleanParam,
    FullHeight: booleanParam,
    CenterContent: booleanParam,
  }),
});

export const blurbLoader = defineBlockLoader(blurbSchema, async ({ fields }, _rendering, context) =>
  context.sanitizeRichText(fields.RichText?.value ?? ""),
);
