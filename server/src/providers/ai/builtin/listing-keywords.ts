import type { Language } from '@common/constants/options';
import { contradictionsOf } from '@common/listing-facts/contradiction';
import type { ListingFacts } from '@common/listing-facts/extract';
import { productSizes, sellsByWeight } from '@common/listing-facts/product-size';
import { findQuantities } from '@common/listing-facts/units';
import { findTerms } from '@common/listing-facts/terms';
import { nativeForms } from '@common/product-vocabulary/index';
import { repeatExemptWords } from '@common/listing-guard/data/listing-rules';
import { unsupportedIn } from '@common/listing-guard/support';
import { repeatsWord } from '@common/text/repeated-words';
import { hasWords, wordsOf, escapeRegExp } from '@common/text/scripts';
import type { SeedAnalysis } from './analyze';
import { uniqueCaseInsensitive } from './text';

/** Words that point at the product, not describe it ('this cycle'). */
const determiners = new Set([
  'this',
  'that',
  'these',
  'those',
  'our',
  'your',
  'its',
  'their',
  'each',
  'every',
  'any',
]);

/** Words naming a part of the product, never the product itself ('metal body fountain pen' is no 'body pen'). */
const partWords = new Set(['body', 'handle', 'lid', 'base', 'strap', 'cap', 'blade', 'sole', 'nib', 'frame']);

/**
 * The seller's own words for the product: the noun as they wrote it with the describing word before it
 * ('mountain cycle' in '26T steel frame mountain cycle', 'bi-fold wallet' whole), when Vikreta reads the
 * product from the description. A word that ends a longer unit comes with the rest of it ('peri peri
 * makhana', 'full face helmet', 'gold plated mangalsutra') and never alone ('face helmet', 'plated
 * mangalsutra'); one after a number ('4.2 litre air fryer') or naming a part ('metal body') is left out.
 */
function ownPhrases(f: ListingFacts): string[] {
  const noun = f.noun?.text.toLowerCase();
  if (!noun) return [];
  const profile = f.noun?.entry.profile;
  const units = new Set([...(profile?.types ?? []), ...(profile?.materials ?? [])]);
  const nounWords = wordsOf(noun).map((w) => escapeRegExp(w));
  const written = new RegExp(
    `(?<![\\p{L}\\p{N}-])(\\p{L}[\\p{L}-]*)\\s+${nounWords.join('\\s+')}(?![\\p{L}\\p{N}])`,
    'giu',
  );
  const out: string[] = [];
  for (const m of f.text.matchAll(written)) {
    const before = (m[1] ?? '').toLowerCase();
    if (!/^[a-z][a-z-]{2,}$/.test(before) || repeatExemptWords.has(before) || determiners.has(before))
      continue;
    if (partWords.has(before)) continue;
    const prev = (/(\S+)\s*$/u.exec(f.text.slice(0, m.index))?.[1] ?? '').toLowerCase();
    if (/\d/.test(prev)) continue;
    const pair = `${prev} ${before}`;
    const unit =
      prev === before || units.has(pair) || findTerms(pair).some((t) => wordsOf(t.text).length > 1);
    out.push(unit ? `${pair} ${noun}` : `${before} ${noun}`);
  }
  return out;
}

/**
 * What the product name says it is for, as buyers search it: 'for Hero Splendor Plus / Passion Pro / HF Deluxe,
 * 130 mm Drum' gives 'hero splendor plus', 'passion pro', 'hf deluxe'; 'for Refrigerator up to 300 L' gives
 * 'refrigerator'. A target of one to four words ('redmi note 13 5g'), before a comma, a measure or 'up to'; the
 * others of a list only where they start with a name ('15-db series' says nothing without the make before it).
 */
function forTargets(name: string): string[] {
  const after = /\bfor\s+([^,(;]+)/i.exec(name)?.[1];
  if (!after) return [];
  const list = after.split(/\s+(?:up\s*to|upto|with|and\s+up)\b/i)[0]!;
  return (
    list
      .split(/\s*\/\s*|\s+or\s+/)
      // Up to a measure ('Refrigerator 300 L'); a model's '5G' is none (findQuantities).
      .map((t) => t.trim().slice(0, findQuantities(t.trim())[0]?.index).trim().toLowerCase())
      .filter((t, i) => wordsOf(t).length >= 1 && wordsOf(t).length <= 4 && (i === 0 || /^\p{L}/u.test(t)))
      .slice(0, 3)
  );
}

/** Uses that state no fact about the product: where or when it is used, or that it is a gift. */
const neutralUses =
  /^for (?:home|home use|office|daily use|everyday use|gifting|gift|travel|party|daily wear|festive wear|casual wear|office wear|wedding|festival|kitchen|room|bedroom|living room|school|college|students)$/i;

/**
 * Keywords for a listing: only what the seller's facts support. The product phrase, its synonyms, the
 * seller's own materials, sizes and counts with it, the uses the seller names, and the noun in the listing's
 * Indian language. No 'under ₹N' phrases: the tool does not know the seller's price. Vikreta rule, as of
 * November 2026.
 */
export function listingKeywords(a: SeedAnalysis, f: ListingFacts, language: Language, max = 15): string[] {
  const join = (...parts: readonly (string | number | undefined)[]) =>
    parts
      .filter((p) => p !== undefined && p !== '')
      .join(' ')
      .trim();
  const noun = a.noun;
  const head = noun?.noun ?? a.base;
  // As buyers type it: 'cotton', not the label's '100% cotton'.
  const own = (factClass: string) =>
    f.terms
      .filter((t) => t.factClass === factClass && !t.part)
      .map((t) => t.text.toLowerCase().replace(/^\d+(?:\.\d+)?\s?%\s*/, ''));
  const materials = own('material');
  // What the seller says it does ('leak-proof', 'insulated'): buyers search a feature with the product.
  const features = own('feature').slice(0, 3);
  // A weight is searched with what sells by weight ('mango pickle 500 g', 'cat litter 5 kg'), not with a bag or a
  // harmonium; a pair as buyers type it ('knee cap support pair', not '… a pair').
  const byWeight = sellsByWeight(f.noun?.entry.category ?? a.category);
  const sizes = [
    ...productSizes(f)
      .filter((q) => q.measure !== 'weight' || byWeight)
      .map((q) => q.text.toLowerCase()),
    // An approximate count ('approx 1200 pages') is nothing buyers type.
    ...f.counts
      .filter((c) => !/^(?:approx|approximately|about|around|appx|~)/i.test(c.text))
      .map((c) => c.text.toLowerCase().replace(/^(?:a|one|1)\s+(pair|set)$/, '$1')),
  ];
  const headWords = new Set(wordsOf(head));
  // A kind the seller named rules out the other kinds ('scientific calculator': no 'basic calculator').
  const namedKind = (noun?.synonyms ?? []).some((s) => wordsOf(s).length > 1 && hasWords(a.base, s));
  const synonyms = (noun?.synonyms ?? [])
    .filter((s) => wordsOf(s).some((w) => headWords.has(w)))
    .filter((s) => !namedKind || wordsOf(s).length === 1 || hasWords(a.base, s))
    .slice(0, 2);
  // A use says who or what the product is for ('for newborn', 'for dry skin', 'for ps5', 'for running'):
  // one the seller did not write may contradict what they did. Only a place or an occasion that states no
  // fact about the product goes without their word.
  const sellerNames = (u: string) =>
    wordsOf(u)
      .filter((w) => w !== 'for')
      .every((w) => hasWords(f.text, w));
  const uses = (noun?.profile.uses ?? []).filter((u) => neutralUses.test(u) || sellerNames(u)).slice(0, 4);
  // A use after a long name reads as no buyer types ('men leather wallet rfid blocking for gifting'): after a
  // name of four words or more it follows the product with its material ('leather wallet for gifting').
  const useBase = wordsOf(a.base).length <= 3 ? a.base : join(materials[0], head);
  const native = language === 'en' || !noun ? [] : nativeForms(noun, language).slice(0, 2);
  const contradicts = contradictionsOf(f.text);
  // A word of a longer product noun is no keyword of its own ('bottle' of 'water bottle').
  const fragment = (k: string) =>
    wordsOf(k).length === 1 && headWords.size > 1 && headWords.has(k.toLowerCase());
  const clean = (k: string) =>
    !fragment(k) &&
    !contradicts(k) &&
    !repeatsWord(k) &&
    unsupportedIn(k.replace(/\s+for\s+.*$/i, ''), f, { strict: true, allowUses: true }).length === 0;
  return uniqueCaseInsensitive([
    a.base,
    ...forTargets(f.name).map((t) => join(a.base, 'for', t)),
    head,
    ...ownPhrases(f),
    ...materials.map((m) => join(m, head)),
    ...features.map((x) => join(x, head)),
    ...sizes.map((s) => join(a.base, s)),
    ...synonyms,
    ...uses.map((u) => join(useBase, u)),
    ...native,
  ])
    .filter(clean)
    .slice(0, max);
}
