import type { BlockRegistry } from "../composer/block";
import { lazyBlock } from "../composer/lazy-block";
import { mainNavigationBlock } from "./navigation/main-navigation";
import { footerBlock } from "./shell/footer";

/** Blocks of markup, links and images only: the browser keeps their server HTML (decision 0049). */
const staticBlock = { static: true };

/**
 * CMS componentName -> block binding. Every block authors can place is listed here, by the same
 * names as the block groups' maps (app/blocks/<group>/index.ts; registry.test.ts keeps them
 * equal). The shell and the small blocks nearly every page places come with the page route;
 * every other block is `lazyBlock`, loaded only by the pages that place it (decision 0028): its
 * own chunk, or one chunk with the blocks pages place together (vite/block-chunks.ts). A new
 * block that is not on every page goes in lazily.
 */
export const blockRegistry: BlockRegistry = {
  // With the route: on every page, and small.
  MainNavigation: mainNavigationBlock,
  Footer: footerBlock,
  // The simple header (links only): the sites' headers are main navigations; the 404 view has
  // its own.
  SiteHeader: lazyBlock(() => import("./site-header").then((m) => m.siteHeaderBlock), staticBlock),
  // Around the content of editorial and list pages, not on the car detail page: one chunk
  // (vite/block-chunks.ts, the "around content" group).
  AlertBanner: lazyBlock(() => import("./shell/alert-banner").then((m) => m.alertBannerBlock)),
  MessageBanner: lazyBlock(() =>
    import("./shell/message-banner").then((m) => m.messageBannerBlock),
  ),
  Breadcrumbs: lazyBlock(
    () => import("./shell/breadcrumbs").then((m) => m.breadcrumbsBlock),
    staticBlock,
  ),
  ScrollToTop: lazyBlock(() => import("./shell/scroll-to-top").then((m) => m.scrollToTopBlock)),
  TextSection: lazyBlock(
    () => import("./text-section").then((m) => m.textSectionBlock),
    staticBlock,
  ),
  // Editorial blocks of home and campaign pages: one chunk (vite.config.ts, editorialBlocks).
  HeroBanner: lazyBlock(() => import("./content/hero-banner").then((m) => m.heroBannerBlock)),
  Blurb: lazyBlock(() => import("./content/blurb").then((m) => m.blurbBlock)),
  ColumnList: lazyBlock(
    () => import("./content/column-list").then((m) => m.columnListBlock),
    staticBlock,
  ),
  CallToAction: lazyBlock(
    () => import("./call-to-action").then((m) => m.callToActionBlock),
    staticBlock,
  ),
  VideoEmbed: lazyBlock(() => import("./content/video-embed").then((m) => m.videoEmbedBlock)),
  Accordion: lazyBlock(() => import("./content/accordion").then((m) => m.accordionBlock)),
  CarModelCards: lazyBlock(
    () => import("./content/car-model-cards").then((m) => m.carModelCardsBlock),
    staticBlock,
  ),
  Countdown: lazyBlock(() => import("./content/countdown").then((m) => m.countdownBlock)),
  // Content
  DataTable: lazyBlock(() => import("./content/data-table").then((m) => m.dataTableBlock)),
  FileList: lazyBlock(() => import("./shell/file-list").then((m) => m.fileListBlock)),
  // Services
  TireHotel: lazyBlock(() => import("./services/tire-hotel").then((m) => m.tireHotelBlock)),
  ServiceBooking: lazyBlock(() =>
    import("./services/service-booking").then((m) => m.serviceBookingBlock),
  ),
  WorkshopSites: lazyBlock(() =>
    import("./services/workshop-sites").then((m) => m.workshopSitesBlock),
  ),
  // Forms
  SellCarForm: lazyBlock(() => import("./forms/sell-car-form").then((m) => m.sellCarFormBlock)),
  ServiceRequestForm: lazyBlock(() =>
    import("./forms/service-request-form").then((m) => m.serviceRequestFormBlock),
  ),
  FormBuilder: lazyBlock(() => import("./forms/form-builder").then((m) => m.formBuilderBlock)),
  // Marketplace
  CarList: lazyBlock(() => import("./marketplace/car-list").then((m) => m.carListBlock)),
  CarDetail: lazyBlock(() => import("./marketplace/car-detail").then((m) => m.carDetailBlock)),
  CarOfTheWeek: lazyBlock(() => import("./marketplace/teasers").then((m) => m.carOfTheWeekBlock)),
  CarTeaser: lazyBlock(() => import("./marketplace/teasers").then((m) => m.carTeaserBlock)),
  SiteTeaser: lazyBlock(
    () => import("./marketplace/site-teaser").then((m) => m.siteTeaserBlock),
    staticBlock,
  ),
  SiteList: lazyBlock(() => import("./marketplace/site-list").then((m) => m.siteListBlock)),
  SiteDetail: lazyBlock(() => import("./marketplace/site-detail").then((m) => m.siteDetailBlock)),
  KitCatalogue: lazyBlock(() => import("./marketplace/kits").then((m) => m.kitCatalogueBlock)),
  // Stories
  StoriesList: lazyBlock(() => import("./stories/stories-list").then((m) => m.storiesListBlock)),
  StoriesTeaser: lazyBlock(
    () => import("./stories/stories-teaser").then((m) => m.storiesTeaserBlock),
    staticBlock,
  ),
  StoryNavigation: lazyBlock(() =>
    import("./stories/story-navigation").then((m) => m.storyNavigationBlock),
  ),
  PublishInfo: lazyBlock(
    () => import("./stories/publish-info").then((m) => m.publishInfoBlock),
    staticBlock,
  ),
  // Locator
  Locator: lazyBlock(() => import("./locator/locator").then((m) => m.locatorBlock)),
};
