import { useCallback } from "react";
import { useInRouterContext, useNavigate } from "react-router";
import { z } from "zod";
import {
  HeroBanner,
  heroHeight,
  heroPlacementsX,
  heroPlacementsY,
  type HeroBannerProps,
  type HeroSlide,
} from "../../../design-system";
import type { Facet } from "../../../api-adapters/search";
import { defineDataBlock, type BlockContext } from "../../composer/block";
import { RECOGNISED_FACETS } from "../../marketplace/car-list-url";
import { recogniseSearchTerms } from "../../marketplace/search-terms";
import { nonEmpty, toFileSrc, toImage, toLink } from "../../composer/field-values";
import {
  booleanParam,
  checkboxField,
  droplistField,
  imageField,
  optionalFileField,
  optionalLinkField,
  textField,
  urlField,
} from "../../composer/fields";
import { buildSearchUrl, trackSearch } from "./hero-search";
import { carouselLabels, videoLabels } from "./labels";

/** An optional droplist param: "" is unset; anything but the allowed values is refused. */
const placementParam = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), z.enum(values).optional());

const slideSchema = z.object({
  id: z.string().optional(),
  fields: z.object({
    Title: textField.optional(),
    Text: textField.optional(),
    TextShadow: checkboxField,
    TextColor: droplistField.optional(),
    Button: optionalLinkField,
    ButtonType: droplistField.optional(),
    Image: imageField.optional(),
    ImagePhone: imageField.optional(),
    Video: optionalFileField,
    VideoPhone: optionalFileField,
    SubTitle: textField.optional(),
    SubTitleLink: optionalLinkField,
    SubTitleColor: droplistField.optional(),
  }),
});

export const heroBannerSchema = z.object({
  fields: z.object({
    Slides: z.array(slideSchema),
    SearchBarUrl: urlField,
    SearchBarPlaceHolderText: textField.optional(),
  }),
  params: z.object({
    HasMediaButtons: booleanParam,
    ContentPlacementXAxis: placementParam(heroPlacementsX),
    ContentPlacementYAxis: placementParam(heroPlacementsY),
    FullHeight: booleanParam,
    Medium: booleanParam,
    /** The hero opens the page: slide titles are the h1 (as CallToAction's IsPageTitle). */
    IsPageTitle: booleanParam,
  }),
});

type HeroBannerFields = z.output<typeof heroBannerSchema>;

export function toHeroSlide(slide: HeroBannerFields["fields"]["Slides"][number]): HeroSlide {
  const f = slide.fields;
  const button = toLink(f.Button);
  return {
    id: slide.id,
    title: nonEmpty(f.Title),
    text: nonEmpty(f.Text),
    textShadow: f.TextShadow,
    textColor: nonEmpty(f.TextColor),
    button: button ? { ...button, variant: nonEmpty(f.ButtonType) } : undefined,
    image: toImage(f.Image),
    phoneImage: toImage(f.ImagePhone),
    video: toFileSrc(f.Video),
    phoneVideo: toFileSrc(f.VideoPhone),
    subTitle: nonEmpty(f.SubTitle),
    subTitleLink: toLink(f.SubTitleLink),
    subTitleColor: nonEmpty(f.SubTitleColor),
  };
}

type SearchNavigation = (url: string) => void;

function assignLocation(url: string) {
  window.location.assign(url);
}

/** Site paths navigate client-side through the router, other URLs load the page. */
function WithRouterNavigation(props: HeroBannerBlockProps) {
  const navigate = useNavigate();
  const go = useCallback(
    (url: string) => (url.startsWith("/") ? navigate(url) : assignLocation(url)),
    [navigate],
  );
  return <HeroBannerWithSearch {...props} navigate={go} />;
}

interface HeroSearchData {
  facets: Facet[];
}

interface HeroBannerBlockProps {
  hero: Omit<HeroBannerProps, "search">;
  searchBarUrl: string;
  placeholder: string;
  context: BlockContext;
  /** Recognised words become filter path segments (specs: search hero banner). */
  facets: Facet[];
}

function HeroBannerWithSearch({
  hero,
  searchBarUrl,
  placeholder,
  context,
  facets,
  navigate,
}: HeroBannerBlockProps & { navigate: SearchNavigation }) {
  const { translate: t, pageEditing } = context;
  const onSearch = (term: string) => {
    trackSearch(term);
    // Page editing: the author stays on the page (specs: no click navigation while editing).
    if (pageEditing) return;
    const { segments, keyphrase } = recogniseSearchTerms(term, facets);
    navigate(buildSearchUrl(searchBarUrl, keyphrase, window.location.origin, segments));
  };
  return (
    <HeroBanner
      {...hero}
      search={{
        onSearch,
        placeholder,
        label: t("Blocks.HeroBanner.SearchLabel"),
        buttonLabel: t("Blocks.HeroBanner.SearchButton"),
        regionLabel: t("Blocks.HeroBanner.SearchRegion"),
      }}
    />
  );
}

function HeroBannerBlock(props: HeroBannerBlockProps) {
  // Outside a router (unit tests of the whole registry) the search loads the page instead.
  return useInRouterContext() ? (
    <WithRouterNavigation {...props} />
  ) : (
    <HeroBannerWithSearch {...props} navigate={assignLocation} />
  );
}

/** HeroBanner: slides, carousel options and the optional search bar (specs §2, §3, §5). */
export const heroBannerBlock = defineDataBlock(
  heroBannerSchema,
  /** The facets whose words the search recognises, when the site sells cars. */
  async ({ fields }, _rendering, { search, site }): Promise<HeroSearchData> => {
    if (!fields.SearchBarUrl || !site.features.carSearch) return { facets: [] };
    const response = await search.searchCars(site.contentSiteName, {
      limit: 0,
      facets: RECOGNISED_FACETS,
    });
    return { facets: response.facet };
  },
  ({ fields, params }, context, data) => {
    const video = videoLabels(context.translate);
    const carousel = carouselLabels(context.translate);
    const hero: Omit<HeroBannerProps, "search"> = {
      slides: fields.Slides.map(toHeroSlide),
      hasMediaButtons: params.HasMediaButtons,
      contentPlacementX: params.ContentPlacementXAxis,
      contentPlacementY: params.ContentPlacementYAxis,
      height: heroHeight({ fullHeight: params.FullHeight, medium: params.Medium }),
      headingLevel: params.IsPageTitle ? 1 : 2,
      labels: {
        ...carousel,
        play: video.playLabel,
        pause: video.pauseLabel,
        mute: video.muteLabel,
        unmute: video.unmuteLabel,
      },
    };
    if (!fields.SearchBarUrl) return <HeroBanner {...hero} />;
    return (
      <HeroBannerBlock
        hero={hero}
        searchBarUrl={fields.SearchBarUrl}
        placeholder={
          nonEmpty(fields.SearchBarPlaceHolderText) ??
          context.translate("Blocks.HeroBanner.SearchPlaceholder")
        }
        context={context}
        facets={data?.facets ?? []}
      />
    );
  },
);
