import { notForSearchTerms, repeatExemptWords } from '@common/listing-guard/data/listing-rules';
import { singularize } from '@common/product-vocabulary/inflect';
import { byteLength, words } from './text';

/**
 * Marketplace search matches a plural to its singular ('sprays' finds 'spray'; reported: Amazon advertising guides,
 * docs/marketplace-facts.md): a plural of words a listing already has spends its keyword room for nothing.
 */
const sameWords = (phrase: string) => singularize(phrase.toLowerCase());

/** Little words that add nothing to a search. */
const fillers = repeatExemptWords;

/** Unit words and letters cut off their number ('28 w' → 'w'): no buyer searches for them alone. */
const fragment =
  /^(?:\p{L}|\d+|mm|cm|ml|kg|gm|mah|inch|ltr|watt|hours?|days?|months?|years?|pages|pcs|pieces)$/u;

/**
 * Amazon backend search terms: unique words from the keywords, none already in the title (nor its plural), no filler words,
 * space separated and cut to the byte limit (bytes, not characters: Indic scripts take 3 bytes each).
 */
export function backendSearchTerms(
  keywords: readonly string[],
  titleWords: readonly string[],
  maxBytes: number,
) {
  const used = new Set(
    titleWords.flatMap((t) => words(t).flatMap((w) => [w, w.replace(/'s$/, '')].map(sameWords))),
  );
  const out: string[] = [];
  for (const k of keywords) {
    for (const w of words(k)) {
      if (used.has(sameWords(w)) || fillers.has(w) || fragment.test(w) || notForSearchTerms.has(w)) continue;
      const next = [...out, w].join(' ');
      if (byteLength(next) > maxBytes) return out.join(' ');
      used.add(sameWords(w));
      out.push(w);
    }
  }
  return out.join(' ');
}

/** Flipkart's five search keywords: the most specific distinct phrases first, no plural of one already chosen. */
export function topSearchKeywords(seed: string, keywords: readonly string[], max: number): string[] {
  const seen = new Set<string>([sameWords(seed)]);
  const out = [seed];
  for (const k of keywords) {
    if (out.length >= max) break;
    if (seen.has(sameWords(k))) continue;
    seen.add(sameWords(k));
    out.push(k);
  }
  return out;
}
