import { bannedTitleChars, repeatExemptWords } from '@common/listing-guard/data/listing-rules';
import { shareUnits } from '@common/listing-facts/units';
import { hasWords } from '@common/text/scripts';
import { doubledNames } from '@common/text/repeated-words';

/**
 * Listing-title assembly under a platform's rules: a character limit, no word more than `maxRepeats` times
 * (articles, prepositions and conjunctions exempt: Amazon's rule from Jan 2025), none of Amazon's banned
 * characters and no promotional words. Amazon's banned set is applied on every platform: it costs nothing.
 */
const exempt = repeatExemptWords;
const promo =
  /\b(best[- ]?sellers?|best|sale|offers?|discounts?|cheapest|cheap|deals?|free shipping|guaranteed|top rated)\b/gi;

export function titleWords(title: string): string[] {
  return (
    title
      .toLowerCase()
      // A vowel sign is part of its word ('डैड' is one word, not 'ड' twice).
      .split(/[^\p{L}\p{M}\p{N}]+/u)
      .filter(Boolean)
  );
}

/** How often each non-exempt word occurs. */
export function wordCounts(title: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const w of titleWords(title)) if (!exempt.has(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
  return counts;
}

export function exceedsRepeats(title: string, maxRepeats: number): boolean {
  return [...wordCounts(title).values()].some((n) => n > maxRepeats);
}

/** Strips banned characters, promotional words, emoji and symbols such as ™ ® ©, and tidies spacing. */
export function cleanTitleText(text: string, banned: readonly string[] = bannedTitleChars): string {
  let out = shareUnits(text);
  for (const ch of banned) out = out.split(ch).join(' ');
  return (
    out
      .replace(/[\p{Extended_Pictographic}™®©]/gu, ' ')
      .replace(promo, ' ')
      // A word said twice is once, unless it is a name said so ('peri peri') or leads the title, where the brand
      // stands ('Tik Tik Kids Digital Watch').
      .replace(/\b([\p{L}\p{N}]+)(\s+\1\b)+/giu, (all, word: string, _again: string, at: number) =>
        doubledNames.has(word.toLowerCase()) || at === 0 ? all : word,
      )
      // No space before a comma or full stop, nor before a hyphen joined to the next word ('Wi -Fi'); a dash
      // between phrases keeps its spaces ('Racket Set - 2 Bats').
      .replace(/\s+([,.]|-(?!\s))/g, '$1')
      .replace(/\s+/g, ' ')
      .replace(/^[\s,.-]+|[\s,-]+$/g, '')
      .trim()
  );
}

/** Drops words that would appear more than `maxRepeats` times, keeping their first occurrences. */
function enforceRepeats(text: string, maxRepeats: number): string {
  const counts = new Map<string, number>();
  return text
    .split(' ')
    .filter((token) => {
      const ws = titleWords(token).filter((w) => !exempt.has(w));
      const ok = ws.every((w) => (counts.get(w) ?? 0) < maxRepeats);
      if (ok) for (const w of ws) counts.set(w, (counts.get(w) ?? 0) + 1);
      return ok;
    })
    .join(' ');
}

/**
 * A name that says a word too often ('USB-C … Type-C to Type-C Cable' has 'c' three times) ends before the phrase
 * holding the repeat ('… Fast Charger'), so no phrase is left broken ('Type-C to Cable'); without a phrase break
 * the extra words go.
 */
function withinRepeats(text: string, maxRepeats: number): string {
  if (!exceedsRepeats(text, maxRepeats)) return text;
  // A cable from a plug to the same plug says it once: 'Type-C to Type-C Cable' is a 'Type-C Cable'.
  const once = text.replace(/\b([\p{L}\d]+(?:-[\p{L}\d]+)*) to \1\b/giu, '$1');
  if (!exceedsRepeats(once, maxRepeats)) return once;
  const breaks = [...text.matchAll(/\s+(?:with|for|and|in|-|\|)\s+|,\s+/gi)].map((m) => m.index);
  const fits = breaks.filter((at) => at > 0 && !exceedsRepeats(text.slice(0, at), maxRepeats));
  const at = fits.at(-1);
  return at === undefined ? enforceRepeats(text, maxRepeats) : text.slice(0, at).replace(danglingEnd, '');
}

/** Words a phrase cannot end on ('… kit for', '… with'): what they lead to was cut off. */
export const danglingEnd = /(\s+(a|an|and|as|at|by|for|from|in|of|on|or|the|to|with|without|-))+$/i;

/** Cuts at a word boundary so the text fits `max` characters, never ending on 'and', 'for', 'with'… */
export function truncateWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space > 0 ? cut.slice(0, space) : text.slice(0, max))
    .replace(/[\s,.-]+$/, '')
    .replace(danglingEnd, '');
}

/**
 * A word that is not a phrase without what follows it: 'Works with Alexa', 'Compatible with iPhone', 'Suitable
 * for Kids'. A cut after it would leave 'Works' dangling.
 */
const needsWhatFollows = (before: string) =>
  /\b(?:works?|compatible|comes?|pairs?|fits?|goes|made|designed|suitable|ideal|perfect|used)$/i.test(before);

/**
 * A name too long for the title is cut before a whole phrase ('… for Men and Women' without 'with Carry
 * Strap'), never inside one ('with Carry', 'Oil' of 'Oil and Slip Resistant'); only a name with no phrase break in
 * its first half is cut at a word.
 */
function cutAtPhrase(text: string, max: number): string {
  if (text.length <= max) return text;
  const breaks = [...text.matchAll(/\s+(?:with|for|and|in|-|\|)\s+|,\s+/gi)].filter(
    (m) => m.index <= max && m.index >= max / 2 && !needsWhatFollows(text.slice(0, m.index)),
  );
  // An 'and' inside a list item may join words that share what follows ('Oil and Slip Resistant'): the item
  // goes whole, at the comma before it.
  const last = breaks.at(-1);
  const comma = breaks.findLast((m) => m[0].startsWith(','));
  const at = last && /^\s+and\s+$/i.test(last[0]) && comma ? comma.index : last?.index;
  return at === undefined ? truncateWords(text, max) : text.slice(0, at).replace(danglingEnd, '');
}

/**
 * `lead` first, then each extra phrase that still fits: the first after ' - ', the rest after ', '.
 * Extras that would break the limit or the repeat rule are skipped.
 */
export function fitTitle(lead: string, extras: readonly string[], maxChars: number, maxRepeats = 2): string {
  let title = cutAtPhrase(withinRepeats(cleanTitleText(lead), maxRepeats), maxChars);
  let joined = 0;
  const cleaned = extras.map((raw) => cleanTitleText(raw));
  for (const extra of cleaned) {
    // A number alone ('15', a model's number cut from its name) says nothing to a buyer.
    if (!/\p{L}/u.test(extra)) continue;
    // 'FSSAI' beside 'FSSAI Licensed', or words the title already says, add nothing.
    const lower = extra.toLowerCase();
    if (cleaned.some((other) => other !== extra && hasWords(other.toLowerCase(), lower))) continue;
    if (hasWords(title.toLowerCase(), lower)) continue;
    const separator = joined === 0 && !(/\d$/.test(title) && /^\d/.test(extra)) ? ' - ' : ', ';
    const next = `${title}${separator}${extra}`;
    if (next.length > maxChars || exceedsRepeats(next, maxRepeats)) continue;
    title = next;
    joined++;
  }
  return title;
}

/** Title case that keeps the seller's own capitals ('boAt', 'iPhone', 'ENC') and small words in lower case. */
export function keepCase(text: string): string {
  const ws = text.split(' ');
  return ws
    .map((w, i) => {
      if (/[A-Z]/.test(w) || (i > 0 && smallWordsInTitles.has(w))) return w;
      // Intel writes its processor families with a small i: 'Core i5', 'i7-8650U'.
      if (/^i[3579](?:-\w+)?$/.test(w)) return w;
      // A unit after its number ('500 ml', '3 ft') and the 'x' of a size ('2 x 3 ft') stay as written.
      if (
        i > 0 &&
        /\d$/.test(ws[i - 1] ?? '') &&
        /^(ml|l|g|gm|kg|mm|cm|m|w|mah|gb|tb|inch|ltr|litre|pcs|ft|feet|x)$/i.test(w.replace(/[^\p{L}]/gu, ''))
      )
        return w;
      return titleCaseWord(w);
    })
    .join(' ');
}

const smallWordsInTitles = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'from',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);
const titleCaseWord = (w: string) =>
  w
    .split('-')
    .map((part) => (part ? (part[0] ?? '').toUpperCase() + part.slice(1) : part))
    .join('-');
