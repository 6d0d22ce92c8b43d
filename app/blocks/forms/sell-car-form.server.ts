import { z } from "zod";
import { defineBlockLoader } from "../../composer/block";

/** SellCarForm: no fields; the texts come from the site's catalogue (Forms.*). */
export const sellCarFormLoader = defineBlockLoader(
  z.object({ fields: z.object({}).loose(), params: z.object({}).loose() }),
);
