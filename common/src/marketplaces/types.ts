import type { MarketplaceRateCard } from '../calculators/rate-cards/types';
import type { Category, Language } from '../constants/options';
import type { ListingFileTemplate } from './listing-file-template';

/**
 * What Vikreta knows about one marketplace, kept in the marketplace's own folder with sources and dates.
 * Every tool, calculator, the listing guard, the model's prompt and the screens read a marketplace from here,
 * so adding one is adding its folder and naming it in `registry.ts`.
 */

/** A rule or figure with where it comes from. */
export interface SourcedNote {
  text: string;
  /** 'fact' = the marketplace's own page; 'reported' = a third party; 'default' = our conservative choice. */
  status: 'fact' | 'reported' | 'default';
  source: string;
  asOf: string;
  /** What the note is about, so advice can quote the right one (see NoteTopic). */
  topic?: NoteTopic;
  /** The text in the answer languages besides English; advice quotes a note only in a language it has. */
  translated?: Partial<Record<Exclude<Language, 'en'>, string>>;
}

/** A note's text in a language, or nothing when it has not been translated to it. */
export function noteText(note: SourcedNote, language: Language): string | undefined {
  return language === 'en' ? note.text : note.translated?.[language];
}

/** The subjects advice quotes a marketplace's note on. */
export type NoteTopic =
  | 'word-repeats'
  | 'title-rules'
  | 'bullets'
  | 'description'
  | 'no-contact'
  | 'search-terms'
  | 'search-keywords'
  | 'attributes'
  | 'quality-check'
  | 'fees'
  /** A band of prices or categories where the marketplace charges no commission (its rate card's rule). */
  | 'zero-commission'
  | 'payout'
  | 'barcode'
  | 'buys-stock';

/** What kind of shop it is: decides which products fit and how short names must be. */
export type MarketplaceKind =
  'marketplace' | 'fashion' | 'beauty' | 'quick-commerce' | 'food-delivery' | 'hyperlocal';

/**
 * Which of the engine's advice the marketplace gets: its rules decide the figures, this decides the shape.
 * - 'search-terms': an Amazon-style catalogue with backend search terms and bullet points;
 * - 'keyword-slots': titles built from attributes and a few search-keyword slots (Flipkart);
 * - 'value': price-led buyers comparing plain facts (Meesho);
 * - 'general': a catalogue marketplace with no rule of its own beyond its title limit;
 * - 'fashion', 'beauty', 'quick-commerce', 'food-delivery': the kind's own advice.
 */
export type AdviceStyle =
  | 'search-terms'
  | 'keyword-slots'
  | 'value'
  | 'general'
  | 'fashion'
  | 'beauty'
  | 'quick-commerce'
  | 'food-delivery';

export interface ListingRules {
  titleMaxChars: number;
  /** Where titleMaxChars comes from. */
  titleLimit: SourcedNote;
  titleRecommendedChars?: number;
  /** Lower title limits in some categories, with where they come from. */
  categoryTitleLimits?: { limits: Partial<Record<Category, number>>; source: string };
  /** Characters the title must not contain. */
  bannedTitleChars: readonly string[];
  /** Most times one word may appear in a title (articles, prepositions, conjunctions exempt). */
  maxWordRepeats?: number;
  /** Bullet points the listing holds, with their length. */
  bullets?: { count: number; maxChars: number; source: string };
  descriptionMaxChars: number;
  /** Backend search terms in bytes (UTF-8: Indian scripts take 3 bytes a letter). */
  searchTerms?: { maxBytes: number; source: string };
  /** Search keyword slots of a listing. */
  searchKeywords?: { max: number; source: string };
  /** Further rules, each with its source, quoted in insights and tips. */
  notes: readonly SourcedNote[];
}

/** A sale the marketplace runs every year, for stocking and advertising advice. */
export interface SaleEvent {
  name: string;
  months: string;
  source: string;
}

export interface Marketplace<Id extends string = string> {
  /** The platform value the API takes (the spec's name: 'amazon', 'flipkart', …). */
  id: Id;
  /** The name sellers know it by: 'Amazon.in'. */
  name: string;
  kind: MarketplaceKind;
  advice: AdviceStyle;
  /** When the facts below were collected, 'November 2026'. */
  asOf: string;
  /**
   * Categories it sells, each with its place among the marketplaces that sell it (1 = best fit):
   * Vikreta's reading of its catalogue and first search pages, an estimate, not measured data.
   */
  sells: Partial<Record<Category, number>>;
  /** Food-delivery apps sell restaurant dishes, which no other marketplace does. */
  sellsDishes?: boolean;
  listing: ListingRules;
  /** Fee figures quoted in pricing advice. */
  fees: readonly SourcedNote[];
  saleEvents: readonly SaleEvent[];
  /** Languages its buyers search in, besides English. */
  buyerLanguages: { languages: readonly Language[]; source: string };
  /** Its rate card for True Payout, where its fees are known well enough to compute one. */
  rateCard?: MarketplaceRateCard;
  /** The file a seller uploads listings with, where its columns are sourced. */
  listingFile?: ListingFileTemplate;
}

/** Keeps an entry's literal id and which optional parts it has, checked against Marketplace. */
export const defineMarketplace = <const M extends Marketplace>(m: M): M => m;

/** A marketplace's note on a topic, if it has one. */
export function noteOn(m: Marketplace, topic: NoteTopic): SourcedNote | undefined {
  return m.listing.notes.find((n) => n.topic === topic) ?? m.fees.find((n) => n.topic === topic);
}
