import type { RouteData } from "../../api-adapters/content";
import type { BlockDataContext, BlockLoaders } from "../composer/block";
import { prepareRoute } from "../composer/prepare-renderings.server";
import { callToActionLoader } from "./call-to-action.server";
import { accordionLoader } from "./content/accordion.server";
import { blurbLoader } from "./content/blurb.server";
import { carModelCardsLoader } from "./content/car-model-cards.server";
import { columnListLoader } from "./content/column-list.server";
import { countdownLoader } from "./content/countdown.server";
import { dataTableLoader } from "./content/data-table.server";
import { heroBannerLoader } from "./content/hero-banner.server";
import { sanitizeRichText } from "./content/rich-text.server";
import { videoEmbedLoader } from "./content/video-embed.server";
import { locatorLoader } from "./locator/locator.server";
import { formBuilderLoader } from "./forms/form-builder.server";
import { sellCarFormLoader } from "./forms/sell-car-form.server";
import { serviceRequestFormLoader } from "./forms/service-request-form.server";
import { carDetailLoader } from "./marketplace/car-detail.server";
import { carListLoader } from "./marketplace/car-list.server";
import { kitCatalogueLoader } from "./marketplace/kits.server";
import { siteDetailLoader } from "./marketplace/site-detail.server";
import { siteListLoader } from "./marketplace/site-list.server";
import {
  carOfTheWeekLoader,
  carTeaserLoader,
  siteTeaserLoader,
} from "./marketplace/teasers.server";
import { mainNavigationLoader } from "./navigation/main-navigation.server";
import { serviceBookingLoader } from "./services/service-booking.server";
import { tireHotelLoader } from "./services/tire-hotel.server";
import { workshopSitesLoader } from "./services/workshop-sites.server";
import { alertBannerLoader } from "./shell/alert-banner.server";
import { breadcrumbsLoader } from "./shell/breadcrumbs.server";
import { fileListLoader } from "./shell/file-list.server";
import { footerLoader } from "./shell/footer.server";
import { messageBannerLoader } from "./shell/message-banner.server";
import { scrollToTopLoader } from "./shell/scroll-to-top.server";
import { siteHeaderLoader } from "./site-header.server";
import { publishInfoLoader } from "./stories/publish-info.server";
import { storiesListLoader } from "./stories/stories-list.server";
import { storiesTeaserLoader } from "./stories/stories-teaser.server";
import { storyNavigationLoader } from "./stories/story-navigation.server";
import { textSectionLoader } from "./text-section.server";

/**
 * CMS componentName -> the server half of its binding (schema and data loader). The same names
 * as the render halves in ./registry.ts (a unit test compares them); only the server reads this.
 */
export const blockLoaders: BlockLoaders = {
  SiteHeader: siteHeaderLoader,
  TextSection: textSectionLoader,
  CallToAction: callToActionLoader,
  MainNavigation: mainNavigationLoader,
  Footer: footerLoader,
  AlertBanner: alertBannerLoader,
  MessageBanner: messageBannerLoader,
  Breadcrumbs: breadcrumbsLoader,
  FileList: fileListLoader,
  ScrollToTop: scrollToTopLoader,
  HeroBanner: heroBannerLoader,
  Blurb: blurbLoader,
  CarModelCards: carModelCardsLoader,
  Accordion: accordionLoader,
  Countdown: countdownLoader,
  ColumnList: columnListLoader,
  DataTable: dataTableLoader,
  VideoEmbed: videoEmbedLoader,
  TireHotel: tireHotelLoader,
  ServiceBooking: serviceBookingLoader,
  WorkshopSites: workshopSitesLoader,
  SellCarForm: sellCarFormLoader,
  ServiceRequestForm: serviceRequestFormLoader,
  FormBuilder: formBuilderLoader,
  CarList: carListLoader,
  CarDetail: carDetailLoader,
  CarOfTheWeek: carOfTheWeekLoader,
  CarTeaser: carTeaserLoader,
  SiteTeaser: siteTeaserLoader,
  SiteList: siteListLoader,
  SiteDetail: siteDetailLoader,
  KitCatalogue: kitCatalogueLoader,
  Locator: locatorLoader,
  StoriesList: storiesListLoader,
  StoriesTeaser: storiesTeaserLoader,
  StoryNavigation: storyNavigationLoader,
  PublishInfo: publishInfoLoader,
};

/**
 * A CMS route prepared for the content page, in a route loader (the page, the 404 shell, the
 * editor's render): every rendering parsed and every block's data loaded, with the app's blocks
 * and the server-side rich-text sanitiser.
 */
export function prepareContentRoute(
  route: RouteData,
  context: Omit<BlockDataContext, "sanitizeRichText">,
) {
  return prepareRoute(route, blockLoaders, { ...context, sanitizeRichText });
}
