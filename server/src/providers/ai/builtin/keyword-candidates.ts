import type { SeedAnalysis } from './analyze';
import { isCountable, pluralize } from '@common/product-vocabulary/inflect';
import { containsPhrase, seededShuffle, uniqueCaseInsensitive, words } from './text';

/**
 * Related and long-tail keywords built from the seed and its vocabulary. Every keyword keeps the seed's
 * head noun or a synonym, never repeats a word, and reads the way buyers type into a search box.
 */
export interface KeywordSet {
  related: string[];
  longTail: string[];
}

const exemptWords = new Set(['a', 'an', 'the', 'and', 'or', 'for', 'with', 'of', 'in', 'on', 'to', 'under']);
const maxWords = 8;

function join(...parts: readonly (string | null | undefined)[]): string {
  return parts
    .filter((p): p is string => Boolean(p))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when the phrase contains one of the head forms as whole words. */
export function keepsHead(phrase: string, headForms: readonly string[]): boolean {
  return headForms.some((h) => containsPhrase(phrase, h));
}

function hasRepeatedWord(phrase: string): boolean {
  const seen = new Set<string>();
  for (const w of words(phrase)) {
    if (exemptWords.has(w)) continue;
    if (seen.has(w)) return true;
    seen.add(w);
  }
  return false;
}

/** Round-robin over groups, so the list mixes kinds of keyword rather than listing one kind first. */
function interleave(groups: readonly (readonly string[])[]): string[] {
  const out: string[] = [];
  const longest = Math.max(0, ...groups.map((g) => g.length));
  for (let i = 0; i < longest; i++) for (const g of groups) if (g[i] !== undefined) out.push(g[i] as string);
  return out;
}

export function buildKeywords(a: SeedAnalysis, random: () => number, limits = { related: 12, longTail: 15 }) {
  const { lists, head, modifiers, quantity, qualifiers } = a;
  const mods = modifiers.join(' ');
  const has = (w: string) => qualifiers.includes(w);
  const inSeed = (phrase: string) => containsPhrase(a.seed, phrase);
  const hasMaterial = lists.materials.some(inSeed);
  const shuffle = <T>(xs: readonly T[]) => seededShuffle(xs, random);
  const attrs = shuffle(lists.attributes.filter((x) => !inSeed(x)));
  const mats = hasMaterial ? [] : shuffle(lists.materials.filter((x) => !inSeed(x)));
  const synonyms = shuffle(a.synonyms);
  const sizes = lists.packSizes.filter((s) => s !== quantity?.replace(' ', ''));
  const base = join(mods, head);
  /** Known products vary by attribute ('bluetooth earbuds'); unknown ones keep the whole phrase ('universal phone stand'). */
  const noun = a.family ? head : base;
  const valid = (p: string, minWords: number) => {
    const n = words(p).length;
    return n >= minWords && n <= maxWords && !hasRepeatedWord(p) && keepsHead(p, a.headForms);
  };

  const related = interleave([
    synonyms.map((s) => join(mods, s, quantity)),
    attrs.map((x) => join(x, noun)),
    mats.map((m) => join(m, noun)),
    sizes.map((s) => join(base, s)),
    isCountable(head) && pluralize(head) !== head && !quantity ? [join(mods, pluralize(head))] : [],
  ]).filter((p) => valid(p, 2));
  const relatedOut = uniqueCaseInsensitive(related, [a.seed]).slice(0, limits.related);

  const forOk = !has('for');
  const withOk = !has('with');
  const priceOk = !['under', 'below', 'above', 'upto'].some(has);
  const tail = join(
    ...qualifiers
      .join(' ')
      .replace(quantity ?? '\u0000', '')
      .split(' '),
  );
  const longTailGroups = [
    forOk ? shuffle(lists.useCases).map((u) => join(base, tail, u)) : [],
    withOk ? shuffle(lists.features).map((f) => join(base, tail, f)) : [],
    priceOk ? lists.pricePoints.map((p) => join(base, tail, `under ${p}`)) : [],
    attrs.map((x) => join(x, a.seed)),
    attrs.map((x, i) =>
      join(x, noun, withOk ? lists.features[i % Math.max(1, lists.features.length)] : tail),
    ),
    forOk ? shuffle(lists.audiences).map((u) => join(base, tail, u)) : [],
    mats.map((m, i) => join(m, noun, forOk ? lists.useCases[i % Math.max(1, lists.useCases.length)] : tail)),
    synonyms.map((s, i) =>
      join(mods, s, forOk ? lists.useCases[(i + 1) % Math.max(1, lists.useCases.length)] : tail),
    ),
    sizes.map((s, i) => join(attrs[i % Math.max(1, attrs.length)], noun, s)),
  ];
  const longTail = interleave(longTailGroups).filter((p) => valid(p, 3));
  const longTailOut = uniqueCaseInsensitive(longTail, [a.seed, ...relatedOut]).slice(0, limits.longTail);
  return { related: relatedOut, longTail: longTailOut } satisfies KeywordSet;
}
