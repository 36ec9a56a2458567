import type { Language } from '@common/constants/options';
import { contradictionsOf, restatesSideOf } from '@common/listing-facts/contradiction';
import { findQuantities } from '@common/listing-facts/units';
import { isCountable, isPluralNoun, pluralize, singularize } from '@common/product-vocabulary/inflect';
import { modifierLexicon, nativeForms, type NounEntry } from '@common/product-vocabulary/index';
import type { ModifierProfile } from '@common/product-vocabulary/types';
import { repeatExemptWords } from '@common/listing-guard/data/listing-rules';
import { repeatsWord } from '@common/text/repeated-words';
import { hasWords, wordsOf } from '@common/text/scripts';
import { findTerms } from '@common/listing-facts/terms';
import { otherSpecificationThan } from '@common/listing-facts/units';
import { otherCountThan } from '@common/listing-facts/patterns';
import { numberLabels, solidForm, type SeedAnalysis } from './analyze';
import { hashString, seededRandom, seededShuffle, uniqueCaseInsensitive } from './text';
import { preciousMetalOf } from './precious-metal';
import { danglingEnd } from './titles';

/**
 * Related and long-tail keywords. For a product Vikreta knows, every keyword combines the seller's own
 * phrase (or a synonym) with words that truly go with that product; for one it does not know, only the
 * seller's own words. Native-script forms are added for Indian languages.
 */
export interface KeywordSet {
  related: string[];
  longTail: string[];
  /** Hinglish forms and misspellings (for backend search terms). */
  spellings: string[];
  /** The noun in the requested language's script. */
  native: string[];
}

const join = (...parts: readonly (string | number | undefined)[]) =>
  parts
    .filter((p) => p !== undefined && p !== '')
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Round-robin over groups, so each list mixes kinds of keyword. */
function interleave(groups: readonly (readonly string[])[]): string[] {
  const out: string[] = [];
  const longest = Math.max(0, ...groups.map((g) => g.length));
  for (let i = 0; i < longest; i++) for (const g of groups) if (g[i] !== undefined) out.push(g[i] as string);
  return out;
}

/**
 * The least a product can cost when its seed names solid gold or silver ('22k gold chain', '925 silver ring'): a
 * gram of 22K gold is several thousand rupees, so 'under 300' price searches would be false; a gram of sterling
 * silver is over a hundred rupees and a piece weighs a few grams before making charges, so nothing under ₹500.
 * Plated, covered or 'gold tone' jewellery keeps its price points. Vikreta rule, as of November 2026.
 */
const minimumPrice = (seed: string): number => {
  const metal = preciousMetalOf(seed)?.metal;
  return metal === 'gold' ? 10000 : metal === 'silver' ? 500 : 0;
};

/**
 * The 'under …' price points buyers of this product search: none for a kind the vocabulary does not know (the
 * profile's are another kind's), none below what solid gold or silver can cost.
 */
export const searchedPrices = (a: SeedAnalysis, noun: NounEntry): number[] =>
  namesAnUnknownKind(a) ? [] : noun.profile.prices.filter((x) => x >= minimumPrice(a.input.toLowerCase()));

/**
 * Sold by the amount in it (food, cat litter, compost), so compared per kg or litre; not a cooker, a bottle or a
 * backpack, whose litres are what it holds.
 */
export const soldByAmount = (noun: NounEntry): boolean =>
  noun.profile.checklist.some((k) => k === 'shelfLife' || k === 'ingredients' || k === 'weight');

/** A word's stem for comparing 'gamers' with 'gaming' and 'school' with 'schools'. */
const stemOf = (word: string) => singularize(word).replace(/(?:ers|er|ing)$/, '');

/**
 * 'dog collar for dogs', 'diaper pants for babies', 'gaming mouse for gamers': a 'for …' that names what
 * the seed already says.
 */
export const restatesUserOf =
  (base: string) =>
  (phrase: string): boolean => {
    const user = /^for\s+(.+)$/i.exec(phrase.trim())?.[1];
    if (!user) return false;
    const baseStems = new Set(wordsOf(base).map(stemOf));
    return wordsOf(user).every((w) => baseStems.has(stemOf(w)));
  };

/**
 * A word before the product noun that no product profile knows ('kansa thali set', 'tant saree', 'kemp
 * necklace'): most often a kind, a material or a craft the vocabulary lacks, so every type and material the
 * profile offers could name another kind.
 */
export function namesAnUnknownKind(a: Pick<SeedAnalysis, 'base' | 'modifiers'>): boolean {
  return a.modifiers.some(
    (w) =>
      w.length >= 3 &&
      !/\d/.test(w) &&
      !modifierLexicon.has(w) &&
      findTerms(w).length === 0 &&
      !lexiconPhrasesWith(w).some((phrase) => hasWords(a.base, phrase)),
  );
}
const lexiconPhrasesWith = (word: string) =>
  [...modifierLexicon].filter((phrase) => phrase.includes(' ') && wordsOf(phrase).includes(word));

/**
 * What the seller's phrase already chose rules out the other choices of that kind: a material ('steel lunch
 * box', 'cotton bath towel') every other material, a sub-type of the product ('full face helmet') the others
 * of its kind ('half face', 'open face': the same last word), a kind the vocabulary does not know ('kansa thali
 * set') every type and material of the profile ('glass', 'bone china'). Features that combine ('wireless' and
 * 'bluetooth') stay. Vikreta rule, as of November 2026.
 */
export function otherChoiceThan(
  a: Pick<SeedAnalysis, 'base' | 'modifiers'>,
  profile: ModifierProfile,
): (x: string) => boolean {
  const seed = a.base;
  const seedMaterials = findTerms(seed).filter((t) => t.factClass === 'material');
  const seedTypes = profile.types.filter((t) => hasWords(seed, t));
  const unknownKind = namesAnUnknownKind(a);
  const otherMaterial = (x: string) =>
    findTerms(x).some(
      (t) => t.factClass === 'material' && !seedMaterials.some((m) => m.canonical === t.canonical),
    ) ||
    (profile.materials.includes(x) && !hasWords(seed, x));
  return (x) =>
    (unknownKind && (profile.types.includes(x) || profile.materials.includes(x)) && !hasWords(seed, x)) ||
    (seedMaterials.length > 0 && otherMaterial(x)) ||
    (profile.types.includes(x) &&
      seedTypes.some((t) => t !== x && wordsOf(t).length > 1 && wordsOf(t).at(-1) === wordsOf(x).at(-1)));
}

function known(
  a: SeedAnalysis,
  noun: NounEntry,
  language: Language,
  limits: { related: number; longTail: number },
): KeywordSet {
  const seedText = a.input.toLowerCase();
  const p = { ...noun.profile, prices: searchedPrices(a, noun) };
  const contradicts = contradictionsOf(seedText);
  // The seller's product has one specification: '500 watt' rules out '750 watt' and '1000 watt' phrases.
  // A durable product's capacity is one of its specifications; a pack size of what is used up is not.
  const durable = !noun.profile.checklist.some((k) => k === 'shelfLife' || k === 'ingredients');
  const otherSize = otherSpecificationThan(seedText, { durable });
  // '4 plates' rules out '6 plate' phrases, 'pack of 2' a 'pack of 3'.
  const otherCount = otherCountThan(seedText);
  const restatesUser = restatesUserOf(a.base);
  const fresh = (x: string) =>
    !hasWords(a.base, x) && !restatesUser(x) && !contradicts(x) && !otherSize(x) && !otherCount(x);
  // 'for men' adds nothing to 'mens wallet': an audience on the seller's side of a pair is left out.
  const sameSide = restatesSideOf(seedText);
  const random = seededRandom(hashString(a.base));
  const shuffle = <T>(xs: readonly T[]) => seededShuffle(xs, random);
  const otherChoice = otherChoiceThan(a, p);
  const types = shuffle(p.types.filter((x) => fresh(x) && !otherChoice(x)));
  const materials = shuffle(p.materials.filter((x) => fresh(x) && !otherChoice(x)));
  const uses = shuffle(p.uses.filter(fresh));
  const audiences = p.audiences.filter((x) => fresh(x) && !sameSide(x));
  const features = p.features.filter(fresh);
  // A powder or tablets come by weight or count: no '30 ml' pack of a face pack powder.
  const solid = solidForm(seedText);
  const sizes = p.sizes.filter(
    (s) =>
      !otherSize(s) &&
      !contradicts(s) &&
      !(solid && findQuantities(s).some((q) => q.measure === 'volume')) &&
      (!a.quantity || wordsOf(s).join('') !== wordsOf(a.quantity).join('')),
  );
  const mods = a.script ? '' : a.modifiers.join(' ');
  // Keyword lists use only synonyms that share a word with the noun ('desi ghee', 'sports shoes'); the
  // others ('clarified butter') are named in the suggestions and backend search terms.
  const headWords = new Set(wordsOf(noun.noun));
  const synonyms = noun.synonyms
    .filter((s) => fresh(s) && wordsOf(s).some((w) => headWords.has(w) || headWords.has(w.replace(/s$/, ''))))
    .slice(0, 3);
  const base = a.base;
  const head = noun.noun;
  const at = <T>(xs: readonly T[], i: number) => (xs.length > 0 ? xs[i % xs.length] : undefined);

  const typedNative = a.script ? [a.input.toLowerCase()] : [];
  const native = [
    ...new Set([...typedNative, ...(language === 'en' ? [] : nativeForms(noun, language).slice(0, 2))]),
  ];
  // The feature the seller's phrase names ('extension board with usb'): buyers type it, so phrases keep it.
  const withFeature = a.qualifiers[0] === 'with' && a.qualifiers.length <= 3 ? a.qualifiers.join(' ') : '';
  const featured = withFeature ? types.slice(0, 2).map((t) => join(t, base, withFeature)) : [];
  const related = interleave([
    featured,
    synonyms.map((s) => join(mods, s)),
    types.map((t) => join(t, base)),
    // On the seller's whole phrase: 'aluminium mobile stand' is another product than a car dashboard holder.
    materials.map((m) => join(m, base)),
    sizes.map((s) => join(base, s)),
    a.models.flatMap((m) => [join(base, 'for', m), ...types.slice(0, 3).map((t) => join(t, base, 'for', m))]),
    isCountable(head) && base.endsWith(head) && pluralize(base) !== base && !a.quantity
      ? [pluralize(base)]
      : [],
    native,
  ]);
  const longTail = interleave([
    withFeature ? uses.slice(0, 3).map((u) => join(base, withFeature, u)) : [],
    a.models.flatMap((m) => materials.slice(0, 3).map((x) => join(x, base, 'for', m))),
    uses.map((u) => join(base, u)),
    audiences.map((u) => join(base, u)),
    features.map((f) => join(base, f)),
    p.prices.map((x) => join(base, 'under', x)),
    types.map((t, i) => join(t, base, p.prices.length > 0 ? `under ${at(p.prices, i + 1)}` : at(sizes, i))),
    sizes.map((s, i) => join(at(types, i + 2), base, s)),
    materials.map((m, i) => join(m, head, at(sizes, i) ?? at(audiences, i))),
    synonyms.map((s, i) => join(mods, s, at(uses, i + 2))),
  ]);
  // One 'for' a phrase: 'mosquito net for baby for newborn' is two phrases run together.
  const ok = (k: string, min: number) =>
    wordsOf(k).length >= min &&
    wordsOf(k).length <= 8 &&
    !repeatsWord(k) &&
    wordsOf(k).filter((w) => w === 'for').length <= 1;
  // A phrase put together from the seller's words and a profile's is checked whole: 'medium' and 'small' in one
  // phrase contradict each other.
  const relatedOut = uniqueCaseInsensitive(
    related.filter((k) => ok(k, 1) && !contradicts(k)),
    [a.base, a.input],
  ).slice(0, limits.related);
  const longTailOut = uniqueCaseInsensitive(
    longTail.filter((k) => ok(k, 3) && !contradicts(k)),
    [a.base, a.input, ...relatedOut],
  ).slice(0, limits.longTail);
  // A spelling worth a seller's bytes: no word of three letters or less ('tee', 'cha', 'pd'), which is another word
  // or nothing a buyer means, and no letters spaced out ('d v d').
  const spellings = uniqueCaseInsensitive([
    ...(a.variantTyped ? [a.variantTyped] : []),
    ...noun.variants.filter((v) => !/(?:^|\s)\p{L}{1,3}(?:\s|$)/u.test(v) || v.length > 12),
  ]).slice(0, 6);
  return { related: relatedOut, longTail: longTailOut, spellings, native };
}

/**
 * For a product without vocabulary: the seller's own words.
 * The product phrase before its first number ('mountain bike' of 'mountain bike 21 gear') and, for three
 * words or more, the broader last two ('ceiling fan' of 'bldc ceiling fan'). Plurals only
 * of English-looking words (not 'jeeras'). No price points ('under 300' for a product whose price Vikreta
 * does not know would be invented).
 */
/** Categories whose products are named works: their words are a title, not modifiers to drop. */
const named = new Set(['Books', 'Movies', 'Music']);

/** The noun's other names that fit the seller's product: not another kind of it ('nylon shuttlecock' for a feather one). */
export function fittingSynonyms(a: SeedAnalysis): string[] {
  const contradicts = contradictionsOf(a.input.toLowerCase());
  return (a.noun?.synonyms ?? []).filter((s) => !contradicts(s));
}

/** What a product is used on, which ends a buyer's phrase without being the product ('aloe vera gel face'). */
const bodyParts = new Set([
  'face',
  'hair',
  'skin',
  'body',
  'lips',
  'eyes',
  'hands',
  'feet',
  'nails',
  'teeth',
  'beard',
  'scalp',
]);

function unknown(a: SeedAnalysis, limits: { related: number; longTail: number }): KeywordSet {
  // As typed: '1:18' and 'Part 1' keep their form ('1 18' says nothing).
  const seed = a.input.toLowerCase().replace(/\s+/g, ' ').trim() || a.base;
  const latin = /^[\p{Script=Latin}\d\s'&.:-]+$/u.test(seed);
  // The phrase before its number, without a word that labels the number ('ponniyin selvan', not '… part').
  // A school class or grade is part of the name ('class 12 physics sample papers').
  const beforeNumber = seed
    .split(/(?<!\b(?:class|grade|std|standard))\s+(?=\d)/)[0]!
    .trim()
    .split(' ');
  const last = beforeNumber.at(-1)?.replace(/\.$/, '') ?? '';
  // Nor a word that led to the number ('drip irrigation kit for' of '… for 20 pots').
  const core = (numberLabels.test(last) ? beforeNumber.slice(0, -1) : beforeNumber)
    .join(' ')
    .replace(danglingEnd, '');
  const words = wordsOf(core);
  // The last two words ('ceiling fan' of 'bldc ceiling fan'), never a piece of a name ('fire book' of 'wings
  // of fire book': a phrase with little words in it reads as a title).
  const lastTwo = words.slice(-2);
  // Not from inside a numbered name ('8 maths' of 'ncert class 8 maths book').
  const numbered = /^\d/.test(lastTwo[0] ?? '');
  // Nor half of a term the seller wrote ('vera gel' of 'pure aloe vera gel'), nor a phrase that ends in what
  // it is used on ('gel face').
  const splitsATerm = findTerms(core).some((t) =>
    ` ${wordsOf(t.text).join(' ')} `.includes(` ${words.at(-3)} ${words.at(-2)} `),
  );
  const endsInUse = bodyParts.has(words.at(-1) ?? '');
  const broader =
    latin &&
    words.length >= 3 &&
    !named.has(a.category ?? '') &&
    !words.some((w) => repeatExemptWords.has(w)) &&
    !splitsATerm &&
    !endsInUse &&
    !numbered
      ? lastTwo.join(' ')
      : '';
  // A title is no countable thing ('ponniyin selvans').
  // Only a phrase that ends in its product: not 'rosehip oil for faces', not 'batting gloves youths'.
  const endsInProduct = (phrase: string) =>
    !/\b(?:for|with|of|in)\b/.test(phrase) && !wordsOf(phrase).slice(0, -1).some(isPluralNoun);
  const plural = (phrase: string) =>
    latin &&
    !named.has(a.category ?? '') &&
    endsInProduct(phrase) &&
    !bodyParts.has(wordsOf(phrase).at(-1) ?? '') &&
    /[^aiou\d]$/.test(phrase) &&
    isCountable(phrase) &&
    pluralize(phrase) !== phrase
      ? pluralize(phrase)
      : '';
  // The product itself, before what it is for or who wears it: 'rosehip oil' of 'rosehip oil for face',
  // 'cricket batting gloves' of 'cricket batting gloves youth'.
  const beforeUse = core.split(/\s+(?:for|with)\s+/)[0] ?? core;
  const pluralAt = wordsOf(beforeUse).slice(0, -1).findIndex(isPluralNoun);
  const product =
    pluralAt >= 0
      ? wordsOf(beforeUse)
          .slice(0, pluralAt + 1)
          .join(' ')
      : beforeUse;
  const productPhrase = latin && !named.has(a.category ?? '') && wordsOf(product).length >= 2 ? product : '';
  // No padding: 'buy … online' is typed by no buyer, and '… price in india' is a web search, which marketplace
  // search ignores (it would spend a listing's keyword room on words no shopper types there).
  const related = [
    core === seed ? '' : core,
    productPhrase === core ? '' : productPhrase,
    broader,
    plural(core),
    plural(broader),
  ].filter(Boolean);
  // The seller's whole phrase where it is longer than what comes before its number ('… board book 26 pages').
  const longTail = [core === seed ? '' : seed].filter(Boolean);
  return {
    related: uniqueCaseInsensitive(related, [a.input]).slice(0, limits.related),
    longTail: uniqueCaseInsensitive(longTail, [a.input, ...related]).slice(0, limits.longTail),
    spellings: [],
    native: [],
  };
}

export function buildKeywords(
  a: SeedAnalysis,
  language: Language,
  limits = { related: 12, longTail: 15 },
): KeywordSet {
  return a.noun ? known(a, a.noun, language, limits) : unknown(a, limits);
}

/**
 * Searches to target in ads and advice: the seller's phrase with a use or a buyer ('… for office'), none that
 * names a variant the seller's product may not be ('embroidered …', '… with auto ignition').
 */
export function adTargets(a: SeedAnalysis, kw: KeywordSet): string[] {
  return kw.longTail.filter((k) => k.startsWith(`${a.base} for `));
}
