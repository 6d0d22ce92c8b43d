import { z } from "zod";
import { defineBlockLoader } from "../../composer/block";

export const scrollToTopSchema = z.object({
  fields: z.object({}).loose().default({}),
  params: z.object({}).loose().default({}),
});

export const scrollToTopLoader = defineBlockLoader(scrollToTopSchema);
