import { z } from "zod";
import { heroPlacementsX, heroPlacementsY } from "../../../design-system";
import { RECOGNISED_FACETS } from "../../marketplace/car-list-url";
import { searchVocabulary } from "../../marketplace/search-terms";
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
import type { HeroSearchData } from "./hero-banner";
import { defineBlockLoader } from "../../composer/block";

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

export const heroBannerLoader = defineBlockLoader(
  heroBannerSchema,
  /** The words the search recognises, when the site sells cars (names only, no counts). */
  async ({ fields }, _rendering, { search, site }): Promise<HeroSearchData> => {
    if (!fields.SearchBarUrl || !site.features.carSearch) {
      return { vocabulary: { brands: [], others: [] } };
    }
    const response = await search.searchCars(site.contentSiteName, {
      limit: 0,
      facets: RECOGNISED_FACETS,
    });
    return { vocabulary: searchVocabulary(response.facet) };
  },
);
