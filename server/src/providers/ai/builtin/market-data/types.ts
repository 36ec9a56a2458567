import type { Category } from '@common/constants/options';
import type { MarketplaceId } from '@common/constants/platforms';

/** Typical rupee prices of a category or product: budget, mid-market and premium bands (inclusive). */
export interface PriceBands {
  budget: readonly [number, number];
  mid: readonly [number, number];
  premium: readonly [number, number];
}

/**
 * A product family: one head noun buyers search for, with the words they combine it with.
 * Word lists are written as buyers type them (lower case); phrases that follow the noun start with
 * 'for' / 'with' / 'under' as typed.
 */
export interface ProductFamily {
  /** Head noun as usually typed, e.g. 'earbuds', 'kurti', 'atta'. Synonyms live in synonyms.ts. */
  head: string;
  /** Words placed before the noun: 'wireless', 'noise cancelling', 'vitamin c'. */
  attributes: readonly string[];
  /** Materials or ingredients placed before the noun: 'cotton', 'rayon', 'niacinamide'. */
  materials?: readonly string[];
  /** Phrases after the noun: 'with mic', 'with dupatta'. */
  features: readonly string[];
  /** Phrases after the noun: 'for running', 'for oily skin'. */
  useCases: readonly string[];
  /** Phrases after the noun: 'for women', 'for kids'. Empty for products bought by everyone. */
  audiences: readonly string[];
  /** Pack sizes buyers type, e.g. '5kg', '30ml'. */
  packSizes?: readonly string[];
  /** 'under N' price points buyers type; omitted for staples sold by pack size. */
  pricePoints?: readonly number[];
  /** One-line benefits used in descriptions. */
  benefits: readonly string[];
  /** Relative search demand, 1 (niche) to 5 (mass market). */
  demand: 1 | 2 | 3 | 4 | 5;
  priceBands?: PriceBands;
}

/** Vocabulary of one spec category. */
export interface CategoryVocabulary {
  category: Category;
  /** Nouns that identify the category when no category is given (also the head terms of its families). */
  headTerms: readonly string[];
  /** Category-wide words, used for head nouns without a family of their own. */
  attributes: readonly string[];
  materials: readonly string[];
  features: readonly string[];
  useCases: readonly string[];
  audiences: readonly string[];
  benefits: readonly string[];
  priceBands: PriceBands;
  pricePoints: readonly number[];
  /** How crowded the category is on Indian marketplaces, 1 (open) to 5 (crowded). Our estimate. */
  crowding: 1 | 2 | 3 | 4 | 5;
  /** Platforms where the category sells, best fit first. */
  platforms: readonly MarketplaceId[];
  families: readonly ProductFamily[];
}
