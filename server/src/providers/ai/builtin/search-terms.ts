import { repeatExemptWords } from '@common/listing-guard/data/listing-rules';
import { byteLength, words } from './text';

/** Little words that add nothing to a search. */
const fillers = repeatExemptWords;

/** Unit words and letters cut off their number ('28 w' → 'w'): no buyer searches for them alone. */
const fragment =
  /^(?:\p{L}|\d+|mm|cm|ml|kg|gm|mah|inch|ltr|watt|hours?|days?|months?|years?|pages|pcs|pieces)$/u;

/**
 * Amazon backend search terms: unique words from the keywords, none already in the title, no filler words,
 * space separated and cut to the byte limit (bytes, not characters: Indic scripts take 3 bytes each).
 */
export function backendSearchTerms(
  keywords: readonly string[],
  titleWords: readonly string[],
  maxBytes: number,
) {
  const used = new Set(titleWords.flatMap((t) => words(t).flatMap((w) => [w, w.replace(/'s$/, '')])));
  const out: string[] = [];
  for (const k of keywords) {
    for (const w of words(k)) {
      if (used.has(w) || fillers.has(w) || fragment.test(w)) continue;
      const next = [...out, w].join(' ');
      if (byteLength(next) > maxBytes) return out.join(' ');
      used.add(w);
      out.push(w);
    }
  }
  return out.join(' ');
}

/** Flipkart's five search keywords: the most specific distinct phrases first. */
export function topSearchKeywords(seed: string, keywords: readonly string[], max: number): string[] {
  const seen = new Set<string>([seed.toLowerCase()]);
  const out = [seed];
  for (const k of keywords) {
    if (out.length >= max) break;
    if (seen.has(k.toLowerCase())) continue;
    seen.add(k.toLowerCase());
    out.push(k);
  }
  return out;
}
