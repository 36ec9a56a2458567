import type { Language } from '@common/constants/options';
import { contradictionsOf } from '@common/listing-facts/contradiction';
import { isLoad, type ListingFacts } from '@common/listing-facts/extract';
import { nativeForms } from '@common/product-vocabulary/index';
import { unsupportedIn } from '@common/listing-guard/support';
import { repeatsWord } from '@common/text/repeated-words';
import { hasWords, wordsOf } from '@common/text/scripts';
import type { SeedAnalysis } from './analyze';
import { uniqueCaseInsensitive } from './text';

/**
 * Keywords for a listing: only what the seller's facts support. The product phrase, its synonyms, the
 * seller's own materials, sizes and counts with it, the uses the seller names, and the noun in the listing's
 * Indian language. No 'under ₹N' phrases: the tool does not know the seller's price.
 */
/** Conditions a product may claim to treat: a keyword naming one needs the seller's word. Vikreta rule, as of November 2026. */
const treats =
  /\b(?:pain|aches?|dandruff|hair ?fall|acne|pimples?|diabetes|diabetic|sugar control|blood pressure|bp|weight loss|cold|cough|fever|itch(?:ing)?|infections?|grey hair|dark spots|tan removal|piles|arthritis|joint|back|knee|sleep|stress|immunity)\b/i;

/**
 * What a product may claim to fit, work with or work without: a device, a vehicle, a cooktop, a power cut.
 * A keyword naming one ('for iphone', 'for suv', 'for emergency') states compatibility, so it needs the
 * seller's word. Vikreta rule, as of November 2026.
 */
const fits =
  /\b(?:emergency|power cut|iphone|android|mobile|laptop|pc|tv|camera|smartwatch|remote|clocks|car|bike|scooty|activa|suv|sedan|hatchback|induction|gas stove|otg|microwave|dishwasher)\b/i;

export function listingKeywords(a: SeedAnalysis, f: ListingFacts, language: Language, max = 15): string[] {
  const join = (...parts: readonly (string | number | undefined)[]) =>
    parts
      .filter((p) => p !== undefined && p !== '')
      .join(' ')
      .trim();
  const noun = a.noun;
  const head = noun?.noun ?? a.base;
  const materials = f.terms
    .filter((t) => t.factClass === 'material' && !t.part)
    .map((t) => t.text.toLowerCase());
  // The product's own size: the name's, else the description's first that is not a length of a part
  // ('0.8 m blouse piece') or a load ('120 kg capacity').
  // ('350 ml each' is one container's, not a size buyers search the set by.)
  const own = f.quantities.filter(
    (q) => !isLoad(q.inName ? f.name : f.description, q) && !q.text.endsWith(' each'),
  );
  const named = own.filter((q) => q.inName);
  const sizes = [
    ...(named.length > 0 ? named : own.filter((q) => q.measure !== 'length').slice(0, 1)).map((q) =>
      q.text.toLowerCase(),
    ),
    ...f.counts.map((c) => c.text.toLowerCase()),
  ];
  const headWords = new Set(wordsOf(head));
  const synonyms = (noun?.synonyms ?? []).filter((s) => wordsOf(s).some((w) => headWords.has(w))).slice(0, 2);
  // A use that treats a condition ('for back pain', 'for dandruff') or names what the product fits
  // ('for iphone', 'for emergency') is a claim unless the seller names it; an occasion or a user
  // ('for office', 'for travel') states no fact.
  const sellerNames = (u: string) =>
    wordsOf(u)
      .filter((w) => w !== 'for')
      .every((w) => hasWords(f.text, w));
  const uses = (noun?.profile.uses ?? [])
    .filter((u) => !(treats.test(u) || fits.test(u)) || sellerNames(u))
    .slice(0, 4);
  const native = language === 'en' || !noun ? [] : nativeForms(noun, language).slice(0, 2);
  const contradicts = contradictionsOf(f.text);
  const clean = (k: string) =>
    !contradicts(k) &&
    !repeatsWord(k) &&
    unsupportedIn(k.replace(/\s+for\s+.*$/i, ''), f, { strict: true, allowUses: true }).length === 0;
  return uniqueCaseInsensitive([
    a.base,
    head,
    ...materials.map((m) => join(m, head)),
    ...sizes.map((s) => join(a.base, s)),
    ...synonyms,
    ...uses.map((u) => join(a.base, u)),
    ...native,
  ])
    .filter(clean)
    .slice(0, max);
}
