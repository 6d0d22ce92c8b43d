// Theme: token contract, CSS-variable references, scales, brand scope, nonce.
export * from "./theme";
export * from "./hooks";
// Code loaded on demand, and sections hydrated when needed (decision 0028).
export * from "./deferred";
// Text: the money format of a site.
export * from "./text/money";

// Layout
export * from "./layout/Container";
export * from "./layout/Grid";
export * from "./layout/Stack";
export * from "./layout/SkipLink";

// Primitives
export * from "./primitives/Button";
export * from "./primitives/Heading";
export * from "./primitives/Text";
export * from "./primitives/Link";
export * from "./primitives/LinkProvider";
export * from "./primitives/VisuallyHidden";
export * from "./primitives/Icon";
export * from "./primitives/TextField";
export * from "./primitives/TextArea";
export * from "./primitives/Select";
export * from "./primitives/Checkbox";
export * from "./primitives/RadioGroup";
export * from "./primitives/NumberInput";
export * from "./primitives/RangeSlider";
export * from "./primitives/StarRating";
export * from "./primitives/Calendar";
export * from "./primitives/Modal";
export * from "./primitives/Drawer";
export * from "./primitives/BottomSheet";
export * from "./primitives/Tooltip";
export * from "./primitives/CopyToClipboard";
export * from "./primitives/Tabs";
export * from "./primitives/Disclosure";
export * from "./primitives/Accordion";
export * from "./primitives/Chip";
export * from "./primitives/Skeleton";
export * from "./primitives/ProgressBar";
export * from "./primitives/Spinner";
export * from "./primitives/Card";
export * from "./primitives/Notice";
export * from "./primitives/Table";
export * from "./primitives/Image";
export * from "./primitives/Video";
export * from "./primitives/ScrollToTop";
export * from "./primitives/Carousel";

// Content blocks
export * from "./blocks/SectionErrorFallback";
export * from "./blocks/TextSection";
export * from "./blocks/CallToAction";
export * from "./blocks/WorkshopSites";
export * from "./blocks/SiteHeader";
export * from "./blocks/UnknownBlockMarker";
export * from "./blocks/NotFound";
export * from "./blocks/Footer";
export * from "./blocks/AlertBanner";
export * from "./blocks/MessageBanner";
export * from "./blocks/Breadcrumbs";
export * from "./blocks/FileList";
export * from "./blocks/MainNavigation";
export * from "./blocks/HeroBanner";
export * from "./blocks/Blurb";
export * from "./blocks/CarModelCards";
export * from "./blocks/Countdown";
export * from "./blocks/ColumnList";
export * from "./blocks/DataTable";
export * from "./blocks/VideoEmbed";

// Flows
export * from "./flows/CarCard";
export * from "./flows/CarList";
export * from "./flows/Compare";
export * from "./flows/CarCarousel";
export * from "./flows/marketplace-labels";
export type * from "./flows/CarDetail/types";
export * from "./flows/car-detail-labels";
export * from "./flows/CarGallery";
export * from "./flows/CarTeaser";
export * from "./flows/SiteTeaser";
export * from "./flows/SiteMap";
export * from "./flows/DealerSite";
export * from "./flows/dealer-site-labels";
export * from "./flows/kits-labels";
export type * from "./flows/Locator/types";
export * from "./flows/locator-labels";
