import type { BlockRegistry } from "../../composer/block";
import { alertBannerBlock } from "./alert-banner";
import { breadcrumbsBlock } from "./breadcrumbs";
import { fileListBlock } from "./file-list";
import { footerBlock } from "./footer";
import { messageBannerBlock } from "./message-banner";
import { scrollToTopBlock } from "./scroll-to-top";

/** Blocks of the shell area (issue 4), by CMS componentName. */
export const shellBlocks: BlockRegistry = {
  Footer: footerBlock,
  AlertBanner: alertBannerBlock,
  MessageBanner: messageBannerBlock,
  Breadcrumbs: breadcrumbsBlock,
  FileList: fileListBlock,
  ScrollToTop: scrollToTopBlock,
};
