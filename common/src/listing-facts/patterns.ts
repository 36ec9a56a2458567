import { singularize } from '../product-vocabulary/inflect';
import { hasPhrase, phrasePattern } from '../text/scripts';
import { standaloneModelNames } from './data/models';
import { findQuantities } from './units';

/** Counts, sizes and compatible models as sellers write them. */
export interface CountFact {
  n: number;
  /** As written: 'Pack of 4', '56 Count', 'One pair'. */
  text: string;
  /** How many the buyer gets ('Pack of 4', '6 plates'), not how many parts one has ('200 pages', '3 burners'). */
  pack: boolean;
  /** Where it starts in the text it was found in. */
  index: number;
}

/** Opens a list of what comes in the box: 'Comes with 24 coins, one striker …', 'Includes a pouch'. */
export const boxListOpener = /\b(?:comes with|includes?|including|contains|in the box)\b/i;

const packUnits =
  'pcs|pc|pieces|piece|count|ct|units|nos|pairs?|tablets|capsules|sachets|pads|wipes|diapers|pants|jars|plates|bowls|cups|spoons|bottles|dvds|discs|books|pens|pencils|batteries|packs|sets|containers';
const partUnits =
  'sheets|pages|drawers|shelves|burners|doors|pockets|compartments|slots|ports|buttons|tiers|layers|speeds|levels';
/** A whole number as written, with thousands separators ('2,410', '1,00,000'). */
const wholeNumber = '\\d{1,3}(?:,\\d{2,3})+(?!\\d)|\\d+';
const countPatterns: [RegExp, boolean][] = [
  [/\b(?:pack|set|box|combo)\s+of\s+(\d+)\b/gi, true],
  [new RegExp(`\\b(${wholeNumber})\\s*(?:${packUnits})\\b`, 'gi'), true],
  [new RegExp(`\\b(${wholeNumber})\\s*(?:${partUnits})\\b`, 'gi'), false],
  // Not 'iPhone 15 Pack of 2': a number before 'pack of' belongs to what comes before it.
  [/\b(\d+)[- ](?:piece|pc|pack)\b(?!\s+of\b)/gi, true],
];
const wordNumbers: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  ten: 10,
  twelve: 12,
};

export function findCounts(text: string): CountFact[] {
  const out: CountFact[] = [];
  for (const [re, pack] of countPatterns)
    for (const m of text.matchAll(re)) {
      // 'approx 16 pieces' is no promise of 16: the count keeps the seller's 'approx'.
      const approx = /\b(?:approx\.?|approximately|about|around|appx\.?|~)\s*$/i.exec(text.slice(0, m.index));
      out.push({
        n: Number((m[1] ?? '').replace(/,/g, '')),
        text: approx ? `${approx[0].trim()} ${m[0].trim()}` : m[0].trim(),
        pack,
        index: approx ? approx.index : m.index,
      });
    }
  for (const m of text.matchAll(
    /\b(one|two|three|four|five|six|ten|twelve|a)\s+(pair|pairs|piece|pieces)\b/gi,
  )) {
    const n = wordNumbers[(m[1] ?? '').toLowerCase()] ?? 1;
    out.push({ n, text: m[0].trim(), pack: true, index: m.index });
  }
  return out;
}

/** Apparel and shoe sizes: 'Sizes S to XXL', 'Size M', 'Medium', 'Free Size', 'UK 7'; not 'cuff size 22-32 cm'. */
export function findSizes(name: string, description: string): string[] {
  const out: string[] = [];
  const text = `${name}\n${description}`;
  const ranges: [number, number][] = [];
  for (const m of text.matchAll(
    /\b(?:sizes?(?:\s*:\s*|\s+))?(?:(?:uk|ind)\s?\d{1,2}|(?<=sizes?(?:\s*:\s*|\s+))[a-z0-9]{1,4})\s*(?:to|-|–)\s*(?:(?:uk|ind)\s?)?[a-z0-9]{1,4}\b(?!\s*(?:cm|mm|inch(?:es)?|in|m|kg|g|ml|l)\b)/gi,
  )) {
    out.push(m[0].trim());
    ranges.push([m.index, m.index + m[0].length]);
  }
  const inRange = (at: number) => ranges.some(([from, to]) => at >= from && at < to);
  // 'Size: 50 cm' is a measure, not a size: its number starts a quantity.
  const measured = findQuantities(text).map((q) => q.index);
  // 'Size 76 Pieces' is a count, not a size; 'Size 24 x 36 inch' is a measure.
  for (const m of text.matchAll(
    /\bsize(?:\s*:\s*|\s+)(xs|s|m|l|xl|xxl|xxxl|\d{1,2})\b(?![.,]\d)(?!\s*(?:pcs|pieces|count|nos)\b)(?!\s*[x×]\s*\d)/gi,
  ))
    if (!inRange(m.index) && !measured.includes(m.index + m[0].length - m[1]!.length)) out.push(m[0].trim());
  for (const m of text.matchAll(/\b(?:uk|ind)\s?\d{1,2}\b/gi)) if (!inRange(m.index)) out.push(m[0].trim());
  // 'Hindi Medium' is the language a book or a course is in, not a size.
  for (const m of name.matchAll(
    /\b(free size|small|(?<!\b(?:hindi|english|marathi|tamil|telugu|bengali|gujarati|kannada|malayalam|urdu|punjabi|odia)\s)medium|large|extra large|newborn)\b/gi,
  ))
    out.push(m[0].trim());
  // A name that gives its size ('Punjabi Jutti, Size 6') is that size: the description's range ('Sizes 4 to 9') or
  // other spellings ('Size M' for 'Medium') are what the seller offers or repeats, not more sizes of this listing.
  const named = out.filter((size) => hasPhrase(name, size));
  return [...new Set(named.length > 0 ? named : out)];
}

/**
 * Models an accessory fits: a known device name with its number and series words ('iPhone 15 Pro'), not a
 * wattage or voltage written after it ('iPhone 15 20W').
 */
const modelPatterns = new Map<readonly string[], { name: string; re: RegExp }[]>();
function patternsFor(names: readonly string[]) {
  let list = modelPatterns.get(names);
  if (!list) {
    list = [...names]
      .sort((a, b) => b.length - a.length)
      .map((name) => ({
        name,
        re: new RegExp(
          `${phrasePattern(name).source}(?:\\s?(?:[a-z]?\\d{1,4}(?![wv]\\b)[a-z]?\\b\\+?|pro|max|plus|ultra|lite|mini|neo|prime|fe|5g)){${standaloneModelNames.has(name) ? 0 : 1},4}`,
          'giu',
        ),
      }));
    modelPatterns.set(names, list);
  }
  return list;
}

/** A model the clause rules out: 'Does not work with PS4 or Xbox consoles', 'not compatible with iPhone'. */
function ruledOut(text: string, at: number): boolean {
  const clause =
    text
      .slice(0, at)
      .split(/[.;:()\n]/)
      .at(-1) ?? '';
  return /\b(?:not|n't|never|nor)\s+(?:\w+\s+){0,2}(?:with|for|on)\b/i.test(clause);
}

export function findModels(text: string, names: readonly string[]): string[] {
  const out: string[] = [];
  const lower = text.toLowerCase();
  for (const { name, re } of patternsFor(names)) {
    if (!lower.includes(name.split(' ')[0] ?? name)) continue;
    for (const m of text.matchAll(re)) {
      if (ruledOut(text, m.index)) continue;
      const found = m[0].trim();
      if (!out.some((o) => o.toLowerCase().includes(found.toLowerCase()))) out.push(found);
    }
  }
  return out;
}

/**
 * A phrase counting the same thing as the seller to another number: '6 plate idli maker' for '4 plates', 'pack of 3'
 * for 'pack of 2'. Vikreta rule, as of November 2026.
 */
export function otherCountThan(sellerText: string): (phrase: string) => boolean {
  const counted = (text: string) =>
    [...text.matchAll(/\b(\d+)\s*-?\s*(\p{L}{3,})\b|\b(pack|set|box)\s+of\s+(\d+)\b/giu)].map((m) => ({
      n: Number(m[1] ?? m[4]),
      word: singularize((m[2] ?? m[3] ?? '').toLowerCase()),
    }));
  const seller = findCounts(sellerText).flatMap((c) => counted(c.text));
  return (phrase) =>
    counted(phrase).some(
      (c) => seller.some((s) => s.word === c.word) && !seller.some((s) => s.word === c.word && s.n === c.n),
    );
}
