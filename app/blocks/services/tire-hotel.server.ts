import { z } from "zod";
import { linkField, textField } from "../../composer/fields";
import { defineBlockLoader } from "../../composer/block";

const optionalLink = linkField.optional();

export const tireHotelSchema = z.object({
  fields: z.object({
    /** The footer's contact address. */
    ContactEmail: textField.refine((field) => z.email().safeParse(field.value).success, {
      message: "must be an e-mail address",
    }),
    BookServiceLink: optionalLink,
    ContactLink: optionalLink,
    TirePackageInfoLink: optionalLink,
  }),
  params: z.object({}).loose(),
});

export const tireHotelLoader = defineBlockLoader(tireHotelSchema);
