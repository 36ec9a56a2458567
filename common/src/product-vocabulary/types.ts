import type { Category } from '../constants/options';
import type { AttributeKey } from '../listing-facts/attributes';

/** Kinds of product some rules treat apart. */
export type ProductKind = 'dish' | 'produce';

export type NativeLanguage = 'hi' | 'mr' | 'ta' | 'te' | 'bn';
export const nativeLanguages: readonly NativeLanguage[] = ['hi', 'mr', 'ta', 'te', 'bn'];

/**
 * The words that truly go with a group of products, as buyers type them (lower case). Keywords and
 * titles are built only from these, so a pressure cooker never gets 'for bedroom' or 'microfibre'.
 */
export interface ModifierProfile {
  id: string;
  /** Words before the noun: kinds and styles ('inner lid', 'printed', 'wireless'). */
  types: readonly string[];
  /** Materials, fabrics or main ingredients, before the noun ('aluminium', 'cotton'). */
  materials: readonly string[];
  /** Sizes and pack sizes after the noun ('5 litre', 'pack of 2'). */
  sizes: readonly string[];
  /** 'for …' phrases that fit: uses, rooms, occasions ('for induction', 'for wedding'). */
  uses: readonly string[];
  /** 'for …' audiences ('for women', 'for kids'); empty when everyone buys it. */
  audiences: readonly string[];
  /** 'with …' phrases ('with mic', 'with lid'). */
  features: readonly string[];
  /** 'under N' rupee price points buyers type; empty for staples sold by pack size. */
  prices: readonly number[];
  /** Typical prices in rupees: budget from, mid-market from, premium from, premium up to. */
  band: readonly [number, number, number, number];
  /** Facts a good listing of this product states (the optimizer's checklist). */
  checklist: readonly AttributeKey[];
  /** 'dish': restaurant food, sold on food-delivery apps only; 'produce': unprocessed fruit and vegetables. */
  kind?: ProductKind;
}

/** One product noun buyers search for, with its other names in English, Hinglish and Indian scripts. */
export interface NounEntry {
  noun: string;
  category: Category;
  profile: ModifierProfile;
  /** Other nouns for the same product ('cooker', 'mixie'): keywords may use them instead of the noun. */
  synonyms: readonly string[];
  /** Hinglish and transliterated forms and common misspellings ('kurthi', 'presure cooker'). */
  variants: readonly string[];
  /** The noun in Indian scripts, most used form first. */
  native: Partial<Record<NativeLanguage, readonly string[]>>;
  /** Relative search demand, 1 (niche) to 5 (mass market): Vikreta's estimate, not measured. */
  demand: 1 | 2 | 3 | 4 | 5;
}
