import type { Category } from '@common/constants/options';
import type { PriceBands, ProductFamily } from './market-data/types';
import { inflections } from '@common/product-vocabulary/inflect';
import { words } from './text';
import {
  categoriesForTerm,
  findFamily,
  maxPhraseWords,
  synonymsOf,
  vocabularyFor,
  type Vocabulary,
} from './vocabulary';

/** What the engine understands of a seed keyword or product name. */
export interface SeedAnalysis {
  /** The seed, normalised ('wireless earbuds', 'atta 5kg'). */
  seed: string;
  /** The product noun buyers search for ('earbuds', 'atta', 'face serum'). */
  head: string;
  /** Words before the head ('wireless'). */
  modifiers: string[];
  /** Words after the head: pack sizes and 'for …' / 'with …' / 'under …' phrases. */
  qualifiers: string[];
  /** Pack size in the seed ('5kg'), if any. */
  quantity: string | null;
  /** Head plus its synonyms and inflections: every long-tail keyword contains one of these. */
  headForms: string[];
  synonyms: string[];
  family: ProductFamily | null;
  category: Category | null;
  vocab: Vocabulary;
  lists: WordLists;
}

/** Family words when the product is known, category words otherwise. */
export interface WordLists {
  attributes: readonly string[];
  materials: readonly string[];
  features: readonly string[];
  useCases: readonly string[];
  audiences: readonly string[];
  packSizes: readonly string[];
  pricePoints: readonly number[];
  benefits: readonly string[];
  priceBands: PriceBands;
  demand: number;
}

const connectors = new Set(['for', 'with', 'without', 'under', 'below', 'above', 'upto', 'in', 'near']);
const unitPattern =
  '(kg|kgs|g|gm|gms|gram|grams|ml|l|ltr|litre|litres|liter|mah|w|watt|gb|tb|inch|cm|mm|m|metre|pcs|pc|pieces|tablets)';
const quantityToken = new RegExp(`^\\d+(\\.\\d+)?${unitPattern}?$`);
const unitToken = new RegExp(`^${unitPattern}$`);

function isQuantity(tokens: readonly string[], i: number): boolean {
  const t = tokens[i] ?? '';
  if (quantityToken.test(t)) return true;
  return unitToken.test(t) && /^\d/.test(tokens[i - 1] ?? '');
}

/** Longest known phrase ending at index `end` (inclusive) of `tokens`. */
function knownPhraseEndingAt(tokens: readonly string[], end: number, category?: Category) {
  for (let n = Math.min(maxPhraseWords, end + 1); n >= 1; n--) {
    const phrase = tokens.slice(end - n + 1, end + 1).join(' ');
    const entry = findFamily(phrase, category);
    if (entry || categoriesForTerm(phrase).length > 0) return { phrase, start: end - n + 1, entry };
  }
  return undefined;
}

function inferCategory(tokens: readonly string[], head: string): Category | null {
  const byHead = categoriesForTerm(head)[0];
  if (byHead) return byHead;
  for (let end = tokens.length - 1; end >= 0; end--) {
    const found = knownPhraseEndingAt(tokens, end);
    if (found) return found.entry?.category ?? categoriesForTerm(found.phrase)[0] ?? null;
  }
  return null;
}

const priceWords = new Set(['under', 'below', 'above', 'upto', 'rs', 'rs.', '₹']);

/** First pack size among the qualifiers ('5kg', '5 kg'), ignoring prices such as 'under 2000'. */
function findQuantity(tokens: readonly string[]): string | null {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] ?? '';
    if (!quantityToken.test(t) || priceWords.has(tokens[i - 1] ?? '')) continue;
    const next = tokens[i + 1] ?? '';
    return unitToken.test(next) ? `${t} ${next}` : t;
  }
  return null;
}

export function analyzeSeed(text: string, requested?: Category): SeedAnalysis {
  const tokens = words(text)
    .filter((t, i, all) => t !== all[i - 1])
    .slice(0, 20);
  let coreEnd = tokens.findIndex((t, i) => i > 0 && connectors.has(t));
  if (coreEnd < 0) coreEnd = tokens.length;
  while (coreEnd > 1 && isQuantity(tokens, coreEnd - 1)) coreEnd--;
  if (coreEnd === 0) coreEnd = tokens.length;

  const found = knownPhraseEndingAt(tokens, coreEnd - 1, requested);
  const headStart = found ? found.start : Math.max(0, coreEnd - 1);
  const head = found ? found.phrase : tokens.slice(headStart, coreEnd).join(' ') || 'product';
  const family = found?.entry?.family ?? null;
  const category = requested ?? found?.entry?.category ?? inferCategory(tokens, head);
  const vocab = vocabularyFor(category);
  const qualifiers = tokens.slice(coreEnd);
  const quantity = findQuantity(qualifiers);
  const synonyms = synonymsOf(head, family ?? undefined);

  return {
    seed: tokens.join(' '),
    head,
    modifiers: tokens.slice(0, headStart),
    qualifiers,
    quantity,
    headForms: [...new Set([head, ...synonyms].flatMap(inflections))],
    synonyms,
    family,
    category,
    vocab,
    lists: {
      attributes: family?.attributes ?? vocab.attributes,
      materials: family ? (family.materials ?? []) : vocab.materials,
      features: family?.features ?? vocab.features,
      useCases: family?.useCases ?? vocab.useCases,
      audiences: family?.audiences ?? vocab.audiences,
      packSizes: family?.packSizes ?? [],
      pricePoints: family ? (family.pricePoints ?? []) : vocab.pricePoints,
      benefits: family?.benefits ?? vocab.benefits,
      priceBands: family?.priceBands ?? vocab.priceBands,
      demand: family?.demand ?? (category ? 3 : 2),
    },
  };
}
