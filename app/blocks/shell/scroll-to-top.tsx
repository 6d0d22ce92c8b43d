import { ScrollToTop } from "../../../design-system";
import { defineBlock } from "../../composer/block";
import type { scrollToTopLoader } from "./scroll-to-top.server";

/**
 * The scroll-to-top button (componentName "ScrollToTop"): appears after 528 px of scrolling
 * (specs) and returns focus to the main content (`#main-content`, the skip link's target).
 */
export const scrollToTopBlock = defineBlock<typeof scrollToTopLoader>((_props, { t }) => (
  <ScrollToTop label={t("ScrollToTop.Label")} targetId="main-content" />
));
