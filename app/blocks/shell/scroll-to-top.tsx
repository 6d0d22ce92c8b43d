import { z } from "zod";
import { ScrollToTop } from "../../../design-system";
import { defineBlock } from "../../composer/block";

export const scrollToTopSchema = z.object({
  fields: z.object({}).loose().default({}),
  params: z.object({}).loose().default({}),
});

/**
 * The scroll-to-top button (componentName "ScrollToTop"): appears after 528 px of scrolling
 * (specs) and returns focus to the main content (`#main-content`, the skip link's target).
 */
export const scrollToTopBlock = defineBlock(scrollToTopSchema, (_props, { translate: t }) => (
  <ScrollToTop label={t("ScrollToTop.Label")} targetId="main-content" />
));
