import { useCallback } from "react";
import { useInRouterContext, useNavigate } from "react-router";
import type { z } from "zod";
import {
  HeroBanner,
  heroBannerLabels,
  heroHeight,
  type HeroBannerProps,
  type HeroSlide,
} from "../../../design-system";
import { defineDataBlock, type BlockContext } from "../../composer/block";
import { recogniseSearchTerms, type SearchVocabulary } from "../../marketplace/search-terms";
import { nonEmpty, toFileSrc, toImage, toLink } from "../../composer/field-values";
import { buildSearchUrl, trackSearch } from "./hero-search";
import { useLocalizedPath } from "../../i18n/language-prefix";
import type { heroBannerLoader, heroBannerSchema } from "./hero-banner.server";

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
  const localize = useLocalizedPath();
  const go = useCallback(
    (url: string) => (url.startsWith("/") ? navigate(localize(url)) : assignLocation(url)),
    [navigate, localize],
  );
  return <HeroBannerWithSearch {...props} navigate={go} />;
}

export interface HeroSearchData {
  /** The brand, model, fuel and body names the search recognises (none without a car search). */
  vocabulary: SearchVocabulary;
}

interface HeroBannerBlockProps {
  hero: Omit<HeroBannerProps, "search">;
  searchBarUrl: string;
  placeholder: string;
  context: BlockContext;
  /** Recognised words become filter path segments (specs: search hero banner). */
  vocabulary: SearchVocabulary;
}

function HeroBannerWithSearch({
  hero,
  searchBarUrl,
  placeholder,
  context,
  vocabulary,
  navigate,
}: HeroBannerBlockProps & { navigate: SearchNavigation }) {
  const { t, pageEditing } = context;
  const onSearch = (term: string) => {
    trackSearch(term);
    // Page editing: the author stays on the page (specs: no click navigation while editing).
    if (pageEditing) return;
    const { segments, keyphrase } = recogniseSearchTerms(term, vocabulary);
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
/** No words recognised: the whole text is the keyphrase (no data, or a failed load). */
const noVocabulary: SearchVocabulary = { brands: [], others: [] };

export const heroBannerBlock = defineDataBlock<typeof heroBannerLoader>(
  ({ fields, params }, context, data) => {
    const hero: Omit<HeroBannerProps, "search"> = {
      slides: fields.Slides.map(toHeroSlide),
      hasMediaButtons: params.HasMediaButtons,
      contentPlacementX: params.ContentPlacementXAxis,
      contentPlacementY: params.ContentPlacementYAxis,
      height: heroHeight({ fullHeight: params.FullHeight, medium: params.Medium }),
      headingLevel: params.IsPageTitle ? 1 : 2,
      labels: heroBannerLabels(context.t),
    };
    if (!fields.SearchBarUrl) return <HeroBanner {...hero} />;
    return (
      <HeroBannerBlock
        hero={hero}
        searchBarUrl={fields.SearchBarUrl}
        placeholder={
          nonEmpty(fields.SearchBarPlaceHolderText) ??
          context.t("Blocks.HeroBanner.SearchPlaceholder")
        }
        context={context}
        vocabulary={data?.vocabulary ?? noVocabulary}
      />
    );
  },
);
