import type { Facet } from "../../api-adapters/search";
import { BRAND_MODEL_FACET, segmentSlug } from "./car-list-url";

/** Longest facet value, in words, the hero tries to recognise ("Land Rover Range Rover"). */
const MAX_WORDS = 3;

export interface RecognisedSearch {
  /** Recognised facet values as lower-cased path segments, in the order typed. */
  segments: string[];
  /** The words that were not recognised, as typed. */
  keyphrase: string;
}

/**
 * The words the hero search recognises, as its page data carries them: the facets' value names
 * without their counts and shapes (issue 17: the facets were 277 properties of a home page's data).
 */
export interface SearchVocabulary {
  /** Brand names, each with its model names. */
  brands: { name: string; models: string[] }[];
  /** Fuel and body names. */
  others: string[];
}

/** The vocabulary of the brand/model, fuel and body facets of a search response. */
export function searchVocabulary(facets: readonly Facet[]): SearchVocabulary {
  const brands: SearchVocabulary["brands"] = [];
  const others: string[] = [];
  for (const facet of facets) {
    if (facet.name === BRAND_MODEL_FACET) {
      for (const brand of facet.value) {
        brands.push({ name: brand.text, models: (brand.children ?? []).map(({ text }) => text) });
      }
    } else if (facet.name === "car_fuel" || facet.name === "car_body") {
      others.push(...facet.value.map(({ text }) => text));
    }
  }
  return { brands, others };
}

/** Recognisable values by slug: brands, models (each under its brand), fuels and bodies. */
function slugLookup(vocabulary: SearchVocabulary) {
  const brands = new Map<string, string>();
  const models = new Map<string, { brand: string; model: string }[]>();
  const others = new Map<string, string>();
  for (const brand of vocabulary.brands) {
    brands.set(segmentSlug(brand.name), brand.name);
    for (const model of brand.models) {
      const slug = segmentSlug(model);
      models.set(slug, [...(models.get(slug) ?? []), { brand: brand.name, model }]);
    }
  }
  for (const value of vocabulary.others) others.set(segmentSlug(value), value);
  return { brands, models, others };
}

/**
 * Specs (search hero): words of the free text that name a brand, model, fuel or body become
 * facet filters, joined into a lower-cased path; the rest is the keyphrase. Longer phrases win
 * ("land rover" before "land"); a model is taken when its brand was typed or the model name is
 * the only one of its kind.
 */
export function recogniseSearchTerms(text: string, vocabulary: SearchVocabulary): RecognisedSearch {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const { brands, models, others } = slugLookup(vocabulary);
  const segments: string[] = [];
  const rest: string[] = [];
  const typedBrands = new Set<string>();
  let index = 0;
  while (index < words.length) {
    let matched = false;
    for (let length = Math.min(MAX_WORDS, words.length - index); length > 0; length -= 1) {
      const slug = segmentSlug(words.slice(index, index + length).join(" "));
      if (segments.includes(slug)) {
        matched = true;
      } else if (brands.has(slug)) {
        typedBrands.add(brands.get(slug) as string);
        segments.push(slug);
        matched = true;
      } else if (models.has(slug)) {
        const owners = models.get(slug) ?? [];
        if (owners.length === 1 || owners.some((owner) => typedBrands.has(owner.brand))) {
          segments.push(slug);
          matched = true;
        }
      } else if (others.has(slug)) {
        segments.push(slug);
        matched = true;
      }
      if (matched) {
        index += length;
        break;
      }
    }
    if (!matched) {
      rest.push(words[index] as string);
      index += 1;
    }
  }
  return { segments, keyphrase: rest.join(" ") };
}
