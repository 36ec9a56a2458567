import type { Language } from '@common/constants/options';
import { contradictionsOf } from '@common/listing-facts/contradiction';
import { isLoad, type ListingFacts } from '@common/listing-facts/extract';
import { nativeForms } from '@common/product-vocabulary/index';
import { repeatExemptWords } from '@common/listing-guard/data/listing-rules';
import { unsupportedIn } from '@common/listing-guard/support';
import { repeatsWord } from '@common/text/repeated-words';
import { hasWords, wordsOf } from '@common/text/scripts';
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

/**
 * The seller's own words for the product: the noun as they wrote it with the describing word before it
 * ('mountain cycle' in '26T steel frame mountain cycle'), when Vikreta reads the product from the description.
 */
function ownPhrases(f: ListingFacts): string[] {
  const noun = f.noun?.text.toLowerCase();
  if (!noun) return [];
  const words = wordsOf(f.text);
  const nounWords = wordsOf(noun);
  const out: string[] = [];
  for (let i = 1; i + nounWords.length <= words.length; i++) {
    const before = words[i - 1] ?? '';
    if (
      nounWords.every((w, k) => words[i + k] === w) &&
      /^[a-z]{3,}$/.test(before) &&
      !repeatExemptWords.has(before) &&
      !determiners.has(before)
    )
      out.push(`${before} ${noun}`);
  }
  return out;
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
  // A use says who or what the product is for ('for newborn', 'for dry skin', 'for ps5', 'for running'):
  // one the seller did not write may contradict what they did. Only a place or an occasion that states no
  // fact about the product goes without their word.
  const sellerNames = (u: string) =>
    wordsOf(u)
      .filter((w) => w !== 'for')
      .every((w) => hasWords(f.text, w));
  const uses = (noun?.profile.uses ?? []).filter((u) => neutralUses.test(u) || sellerNames(u)).slice(0, 4);
  const native = language === 'en' || !noun ? [] : nativeForms(noun, language).slice(0, 2);
  const contradicts = contradictionsOf(f.text);
  const clean = (k: string) =>
    !contradicts(k) &&
    !repeatsWord(k) &&
    unsupportedIn(k.replace(/\s+for\s+.*$/i, ''), f, { strict: true, allowUses: true }).length === 0;
  return uniqueCaseInsensitive([
    a.base,
    head,
    ...ownPhrases(f),
    ...materials.map((m) => join(m, head)),
    ...sizes.map((s) => join(a.base, s)),
    ...synonyms,
    ...uses.map((u) => join(a.base, u)),
    ...native,
  ])
    .filter(clean)
    .slice(0, max);
}
