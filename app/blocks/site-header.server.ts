import { z } from "zod";
import { linkListField } from "../composer/fields";
import { defineBlockLoader } from "../composer/block";

export const siteHeaderLoader = defineBlockLoader(
  z.object({ fields: z.object({ Links: linkListField.default([]) }) }),
);
