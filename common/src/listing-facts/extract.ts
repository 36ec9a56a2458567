import type { Category } from '../constants/options';
import { claimRulesFor } from '../listing-guard/data/claim-rules';
import { matchNoun, productHeadOf, type NounMatch } from '../product-vocabulary/index';
import type { ProductKind } from '../product-vocabulary/types';
import { hasPhrase, wordsOf } from '../text/scripts';
import { colourNames, modelNames, phoneModelNames } from './data/models';
import { exclusivePairs, withoutComparedSides } from './data/exclusive';
import { findTerms, type FoundTerm } from './terms';
import { sameQuantity, type Quantity } from './units';
import { findCounts, findModels, findSizes, type CountFact } from './patterns';
import { heldCount, inInstruction, ofAnotherItem, ownQuantities, specOfUse } from './other-figures';
import { statesNoFactAlone } from '../text/content-words';

/** What a seller's own text states: the only facts a listing built for them may carry. */
export interface ListingFacts {
  brand?: string;
  /** The product name (or a name taken from the description). */
  name: string;
  description: string;
  /** Name, description and brand together: what 'the seller wrote'. */
  text: string;
  noun?: NounMatch;
  quantities: (Quantity & { inName: boolean })[];
  counts: (CountFact & { inName: boolean })[];
  /** `part`: the word describes a part or accessory ('with a gold zari border'), not the product itself. */
  terms: (FoundTerm & { inName: boolean; part: boolean })[];
  sizes: string[];
  models: string[];
  /** The phone's own model when the name is the phone ('Samsung Galaxy M15 5G'), never among `models`. */
  ownModel?: string;
  colours: string[];
  /** Sides of exclusive pairs the seller wrote: pair id → side indexes. */
  exclusive: Map<string, Set<0 | 1>>;
  /** Words the seller wrote only inside a prohibited claim ('height' in 'increases height'), stemmed. */
  claimOnlyWords: Set<string>;
}

const functionWords = new Set(
  'a an the and or but of in on to at by for with from your you its it is are no not all any in into this that'.split(
    ' ',
  ),
);
/** A rough stem for comparing words: lower case, without a plural ending. */
export const wordStem = (w: string): string => w.toLowerCase().replace(/(?<=\p{L}{3})s$/u, '');

/**
 * Words that occur in the claim spans of `text` and nowhere else in it. The product's own names never count
 * ('namkeen' of 'Best namkeen in India' still names the bhujia).
 */
function claimOnly(
  text: string,
  spans: readonly [number, number][],
  productNames: readonly string[],
): Set<string> {
  if (spans.length === 0) return new Set();
  let rest = text;
  const inClaims = new Set<string>();
  for (const [from, to] of spans) {
    for (const w of wordsOf(text.slice(from, to)))
      if (!functionWords.has(w) && w.length > 2) inClaims.add(wordStem(w));
    rest = `${rest.slice(0, from)}${' '.repeat(to - from)}${rest.slice(to)}`;
  }
  for (const w of [...wordsOf(rest), ...productNames.flatMap((n) => wordsOf(n))])
    inClaims.delete(wordStem(w));
  return inClaims;
}

export interface FactsInput {
  productName?: string;
  description?: string;
  brand?: string;
  category?: Category | null;
}

function uniqueBy<T>(items: readonly T[], same: (a: T, b: T) => boolean): T[] {
  const out: T[] = [];
  for (const x of items) if (!out.some((y) => same(x, y))) out.push(x);
  return out;
}

const fillerWords = new Set(['a', 'an', 'the', 'this', 'our', 'my', 'your', 'is', 'of', 'and', 'new', 'buy']);

/**
 * A product name from a description when the seller gave none: the first product noun with up to three
 * words before it ('Our soft cotton bedsheet' → 'soft cotton bedsheet'), else the first clause.
 */
export function nameFromDescription(description: string, category?: Category | null): string {
  const first = description.split(/(?<=[.!?])\s+|[;:\n]/)[0] ?? '';
  const tokens = first.split(/\s+/).filter(Boolean);
  const match = matchNoun(wordsOf(first), category);
  if (match && wordsOf(first).length === tokens.length) {
    const before = tokens
      .slice(Math.max(0, match.start - 3), match.start)
      .filter((w) => !fillerWords.has(w.toLowerCase()));
    return [...before, ...tokens.slice(match.start, match.end)].join(' ').replace(/[,.]+$/, '');
  }
  return tokens
    .filter((w) => !fillerWords.has(w.toLowerCase()))
    .slice(0, 6)
    .join(' ')
    .replace(/[,.]+$/, '');
}

/** Parts of a product and what it is packed in, whose material is not the product's. */
const partNouns = new Set(
  'handle handles grip grips thread lace holster sleeve case cover box pouch bottle dropper jar tin container packaging lid cap border buttons buckle ring rings hook hooks clasp feet legs leg strap sole insole outsole midsole laces lining padding zip zipper bristles pins stand tray zari frame cord cable motor base wheels castors tyres tires lights dowel rod leads probes pot oil trim trims piping heater element'.split(
    ' ',
  ),
);

/** Holders named by what they hold ('haldi katori', 'masala box', 'coffee mug'). */
const holderNouns = new Set(
  'katori katoris bowl bowls box boxes dibbi dabba holder holders container containers jar jars tin mug mugs stand'.split(
    ' ',
  ),
);

/** A protection rating is always the product's own: 'gel with SPF 50', 'speaker with IPX7'. */
const protectionRating = /^(spf|ipx?\d)/i;

/**
 * A material, colour or feature after 'with' in its clause, or right after 'on a', describes a part ('jars',
 * 'border', 'strap', 'dowel');
 * ingredients and ratings after 'with' are the product's own ('oil with bhringraj').
 */
export function isPart(source: string, t: FoundTerm, productWords: ReadonlySet<string>): boolean {
  // The next two words of its clause, past the other terms it is listed with ('red and black test leads'), name
  // what it is of, unless that is the product itself.
  const next = wordsOf(source.slice(t.index + t.text.length).split(/[,.;:()\n]/)[0] ?? '')
    .map((w) => w.toLowerCase())
    .join(' ')
    .replace(/^(?:(?:and|or|&)\s+\S+\s*){1,2}/, '')
    .split(' ')
    .slice(0, 2);
  const names = (nouns: ReadonlySet<string>) => {
    const at = next.findIndex((w) => nouns.has(w));
    return at >= 0 && !next.slice(0, at + 1).some((w) => productWords.has(w));
  };
  // What a holder is for is no ingredient of the product: 'kumkum-haldi katori' of a pooja thali, 'coffee mug'.
  if (t.factClass === 'ingredient') return names(holderNouns);
  if (t.factClass === 'certification' || t.factClass === 'audience') return false;
  if (protectionRating.test(t.text)) return false;
  // What a part or the pack is made of: 'glass dropper bottle' of an oil, 'rubber handle' of a brush, 'hard
  // plastic case' of a tool kit, 'gold zari border' of a dupatta.
  if (names(partNouns)) return true;
  // What a labelled part is made of: 'Sole: vulcanised rubber', 'Insole: cushioned EVA foam', 'Strap - silicone'.
  const labelled = /\b([\p{L}]+)\s*[:-]\s*(?:[\p{L}-]+\s+){0,2}$/iu.exec(
    source
      .slice(Math.max(0, t.index - 40), t.index)
      .split(/[,.;()\n]/)
      .at(-1) ?? '',
  );
  if (
    labelled &&
    partNouns.has((labelled[1] ?? '').toLowerCase()) &&
    !productWords.has(labelled[1]!.toLowerCase())
  )
    return true;
  const clause =
    source
      .slice(0, t.index)
      .split(/[,.;:()\n]/)
      .at(-1) ?? '';
  // 'with a zari border', and what it hangs or sits on: 'cotton cord on a (60 cm) wooden dowel'.
  return /\bwith\b|\bon\s+(?:a|an)\s+(?:\d+(?:\.\d+)?\s*\p{L}+\s+)?$/iu.test(clause);
}

/**
 * A word the seller wrote to rule out ('plastic-free packaging', 'no added colour', 'non-toxic') or as a use
 * ('chopper for onion, tomato and salad' names no ingredient): not a fact of the product.
 */
export function notAFact(source: string, t: FoundTerm): boolean {
  const before = source.slice(Math.max(0, t.index - 14), t.index);
  const after = source.slice(t.index + t.text.length, t.index + t.text.length + 8);
  // Negated ('not cordless', 'auto shut off nahi hai') or only looked like ('genuine leather look', 'khadi-look',
  // 'genuine leather quality').
  if (
    /^[-\s]?free\b/i.test(after) ||
    /^[-\s]*(?:look|style|finish\s+look|nahi|nahin|quality|feel)\b/i.test(after) ||
    // Only compared with ('looks exactly like real gold', 'shines like silver').
    /\blike\s+(?:an?\s+)?(?:real\s+|genuine\s+|pure\s+)?$/i.test(before) ||
    /\b(?:no|non|not|without|zero|free\s+from)[-\s]+(?:added\s+)?$/i.test(before) ||
    // What the seller says not to use on it: 'do not use a steel scrubber', 'avoid metal spoons'.
    /\b(?:(?:do\s+)?not|never|don'?t|avoid)\s+(?:use|using|put|putting|apply)?\s*(?:an?\s+|the\s+|any\s+)?$/i.test(
      source.slice(Math.max(0, t.index - 30), t.index),
    ) ||
    // What a warranty leaves out, and what it is mixed with to use: 'no warranty on strap and glass', 'HOW TO
    // USE: mix with rose water or curd'.
    /\b(?:no\s+warranty|not\s+covered|warranty\s+does\s+not\s+cover|excludes?)\b[^.;!?\n]*$/i.test(
      source.slice(Math.max(0, t.index - 50), t.index),
    ) ||
    /\b(?:how\s+to\s+use|directions?(?:\s+(?:for|of)\s+use)?|usage)\s*[:-][^.;!?\n]*$/i.test(
      source.slice(Math.max(0, t.index - 80), t.index),
    ) ||
    // A word that labels a measurement or names a body part it fits: 'hanging height 9 inch', 'fits wrist 14-19 cm'.
    /^\s+(?:height|length|width|depth|diameter)\b/i.test(after) ||
    /\bfits?\s+$/i.test(before) ||
    // A colour the seller labels ('Colour: silver') is no material.
    (t.factClass === 'material' && /\bcolou?r\s*[:-]\s*$/i.test(before)) ||
    // The second of what is ruled out: 'no battery or Bluetooth pairing needed'.
    /\b(?:no|not|without)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?\s+(?:or|nor)\s+$/iu.test(
      source.slice(Math.max(0, t.index - 30), t.index),
    )
  )
    return true;
  // A booklet, not a mode: 'user manual', 'instruction manual'.
  if (
    /^manual$/i.test(t.text) &&
    /\b(?:user|instruction|instructions|owner'?s?|operating|service)\s+$/i.test(before)
  )
    return true;
  // What it is not for: 'not for the Note 13 4G', and each item of the list it opens ('not for older Activa 3G,
  // 4G or 5G'), not what a later clause says ('not for medical use, made of cotton').
  const sentenceBefore =
    source
      .slice(0, t.index)
      .split(/[.;!?\n]/)
      .at(-1) ?? '';
  const notFor =
    /\b(?:not\s+(?:for|compatible\s+with|suitable\s+for|meant\s+for)|does\s+not\s+fit|won'?t\s+fit)\b(.*)$/i.exec(
      sentenceBefore,
    );
  if (notFor) {
    // The items after the first: models or variants ('4G', 'Pro'), not a word of another clause ('soft cotton').
    const items = (notFor[1] ?? '').split(/,\s*|\s+(?:or|nor|and)\s+/).slice(1);
    if (items.every((x) => !x.trim() || (wordsOf(x).length <= 2 && /\d|^\s*\p{Lu}/u.test(x)))) return true;
  }
  // Ironing, not iron: 'iron warm on the reverse', 'dry in shade and iron', 'do not iron'.
  if (
    t.factClass === 'material' &&
    /^iron$/i.test(t.text) &&
    (/^\s+(?:on|at|inside|warm|hot|cool|medium|low|lightly|gently|only|after|while|when)\b/i.test(after) ||
      /\b(?:and|then|not|never|don'?t|to|gently|lightly)\s+$/i.test(before))
  )
    return true;
  // A part named male or female, not who it is for: 'male reeds', '(bass and male)', 'male to female cable'.
  if (
    t.factClass === 'audience' &&
    /^(?:fe)?male$/i.test(t.text) &&
    (/^\s*(?:reeds?|pins?|plugs?|connectors?|jacks?|threads?|headers?|ends?|adapters?|to\s+(?:fe)?male)\b/i.test(
      source.slice(t.index + t.text.length, t.index + t.text.length + 20),
    ) ||
      /\b(?:bass|reeds?)\s+(?:and|&)\s+$|\b(?:fe)?male\s+to\s+$/i.test(before))
  )
    return true;
  // Not in the box: 'microwave safe lid not included', 'waterproof cover sold separately'.
  const restOfClause = source.slice(t.index + t.text.length).split(/[,.;:()\n]/)[0] ?? '';
  if (/\b(?:not\s+(?:included|provided|supplied|in\s+the\s+box)|sold\s+separately)\b/i.test(restOfClause))
    return true;
  // Who made it is not who it is for: 'handmade by women artisans'.
  if (t.factClass === 'audience' && /\bby\s+$/i.test(before)) return true;
  // A tool or appliance named by a material word is not made of it: a steam iron, a soldering iron, a curling iron.
  if (
    t.factClass === 'material' &&
    /^iron$/i.test(t.text) &&
    /\b(?:steam|dry|travel|garment|spray|soldering|curling|flat|straightening|waffle|electric)\s+$/i.test(
      before,
    )
  )
    return true;
  // The first word of another feature or ingredient: 'auto shut-off' or 'auto on/off' is not 'automatic', 'cow
  // dung' no cow milk.
  const nextWords = source.slice(t.index + t.text.length, t.index + t.text.length + 24);
  if (
    /^auto$/i.test(t.text) &&
    /^[-\s]+(?:(?:shut|cut|power)[-\s]?off|on\s*\/\s*off|ignition|restart|clean)\b/i.test(nextWords)
  )
    return true;
  if (
    /^(?:cow|buffalo|goat)$/i.test(t.text) &&
    /^[-\s]+(?:dung|urine|manure|leather|hide|skin|horn|bone)\b/i.test(nextWords)
  )
    return true;
  // An occasion named by an ingredient's word is no ingredient: 'for Navratri and haldi functions'.
  if (/^[-\s]+(?:functions?|ceremon(?:y|ies)|rasam|rituals?)\b/i.test(nextWords)) return true;
  // How it was made is not what it is made of: 'wood-pressed oil', 'made in a traditional wooden chekku'.
  if (
    t.factClass === 'material' &&
    (/^-?(?:pressed|fired|churned|smoked|wound)\b/i.test(after) ||
      /^\s*(?:kolhu|ghani|chekku|press|mill|kiln)\b/i.test(after) ||
      /\bmade\s+in\s+(?:a|an)\s+(?:[\p{L}-]+\s+)?$/iu.test(source.slice(Math.max(0, t.index - 40), t.index)))
  )
    return true;
  // A finish is not a material: 'wooden finish MDF frame', 'marble effect', 'denim print'.
  if (t.factClass === 'material' && /^\s*(?:finish|laminate|effect|print|texture)\b/i.test(after))
    return true;
  // What it is used with or for is not what it is made of or does: 'a bat for leather balls', 'a hole for
  // hanging'.
  if ((t.factClass === 'material' || t.factClass === 'feature') && /\bfor\s+$/i.test(before)) return true;
  // A piece of a set named by its material's word is no material: 'one glass and one spoon'.
  if (
    t.factClass === 'material' &&
    /\b(?:one|two|three|four|five|six|a|an|\d+)\s+$/i.test(before) &&
    /^\s*(?:,|;|\.|\)|and\b|or\b|$)/i.test(after)
  )
    return true;
  // What it comes in is not what it is made of: 'comes in a velvet pouch'.
  if (
    t.factClass === 'material' &&
    /^\s*(?:pouch|gift\s+box|box|packet|packaging|carry\s+bag)\b/i.test(after)
  )
    return /\b(?:in|with)\s+(?:a|an)\s+$/i.test(before);
  return t.factClass === 'ingredient' && /\bfor\s+$/i.test(before);
}

const globals = new WeakMap<RegExp, RegExp>();
function globalOf(re: RegExp): RegExp {
  let g = globals.get(re);
  if (!g) {
    g = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
    globals.set(re, g);
  }
  return g;
}

/**
 * Where the seller's text makes a claim a listing may not carry ('monitors blood pressure'): the words in
 * it are not facts, so they never reach a title ([from, to) offsets into `text`).
 */
function claimSpans(
  text: string,
  category: Category | null | undefined,
  kind?: ProductKind,
): [number, number][] {
  const out: [number, number][] = [];
  for (const rule of claimRulesFor(category, { kind, sellerText: text }))
    if (rule.action === 'remove')
      for (const re of rule.patterns)
        for (const m of text.matchAll(globalOf(re)))
          if (m[0].trim()) out.push(withLeftover(text, m.index ?? 0, (m.index ?? 0) + m[0].length));
  return out;
}

/**
 * A claim's span with what its sentence says after it when that is only a word or two without a figure ('Best
 * quality product, long lasting.'): what is left of a claim is no fact on its own.
 */
function withLeftover(text: string, from: number, to: number): [number, number] {
  const rest = /^[^.!?\n]*/.exec(text.slice(to))?.[0] ?? '';
  const pieces = rest.split(/,|\band\b/).filter((p) => p.trim());
  return statesNoFactAlone(pieces) ? [from, to + rest.length] : [from, to];
}

/**
 * The product named in the description when its name names none: not what it comes in or with ('60 capsules
 * per bottle', 'packed in a jar', 'with a pouch'), which would make the bottle the product.
 */
function describedNoun(
  description: string,
  category: Category | null | undefined,
  name = '',
): NounMatch | undefined {
  // The product is what the first sentence is about; a later one names what it fits or how to use it ('cutouts
  // for S Pen', 'use sunscreen in the day').
  const words = wordsOf(description.split(/[.!?\n]/)[0] ?? '');
  const match = matchNoun(words, category);
  if (!match) return undefined;
  const before = words[match.start - 1] ?? '';
  const link = articles.has(before) ? (words[match.start - 2] ?? '') : before;
  if (containerWords.has(link) || usedWith.has(link)) return undefined;
  // A name of its own words ('Non-Marking Badminton Shoes') names the product: a described noun must share one
  // of them or the seller's category ('rubber' from its sole, a stationery word, does not); a bare brand and model
  // ('Zenvo X100') leaves it to the description.
  const nameWords = wordsOf(name).filter((w) => /^\p{L}{3,}$/u.test(w));
  const names = [match.text, match.entry.noun, ...match.entry.synonyms, ...match.entry.variants];
  const shared = names.some((n) =>
    n.split(' ').some((w) => nameWords.includes(w) || nameWords.includes(`${w}s`)),
  );
  const sameCategory = Boolean(category) && match.entry.category === category;
  // A name whose head word names a kind of product ('Instant Rava Idli Mix') is that product, unknown to Vikreta:
  // not an ingredient the description lists ('a mix of semolina, curd powder, cashew').
  const head = productHeadOf(wordsOf(name));
  if (head && !match.text.split(' ').includes(head.word)) return undefined;
  return nameWords.length <= 2 || shared || sameCategory ? match : undefined;
}
const articles = new Set(['a', 'an', 'the']);
const containerWords = new Set(['per', 'in', 'inside', 'into', 'with', 'plus']);
/** Words before what the product is used with or for, not what it is. */
const usedWith = new Set(['for', 'use', 'apply', 'fits', 'fit', 'compatible', 'supports', 'like', 'than']);

/**
 * The colours the seller gives the product, in their order and as written: a compound stays one colour ('olive
 * green', 'maroon and beige'). Not a colour word naming something else ('olive oil', 'lavender scent', 'anti
 * yellow', 'blue ink', 'black beads'); a colour that is also a product ('cream', 'honey', 'coffee') only where it
 * is said to be a colour ('cream colour', 'Colour: Cream', or alone after a comma: 'Kurti, Cream').
 */
function productColours(text: string): string[] {
  const found: { index: number; end: number; text: string }[] = [];
  // Longest first, so 'navy blue' is found before the 'blue' inside it.
  for (const c of [...colourNames].sort((a, b) => b.length - a.length))
    for (const m of text.matchAll(new RegExp(`\\b${c.replace(/ /g, '[\\s-]+')}\\b`, 'gi'))) {
      const index = m.index ?? 0;
      const before = text.slice(0, index).toLowerCase();
      const after = text.slice(index + m[0].length).toLowerCase();
      if (/\b(?:anti|non|no|without)[\s-]*$/.test(before)) continue;
      // The colour a part comes in: '2 ink cartridges in blue', 'refills in black'.
      if (/\b(?:ink|inks|cartridges?|refills?|threads?|beads|laces|straps?)\s+in\s+$/.test(before)) continue;
      if (
        /^[\s-]*(?:oil|oils|scent|scented|fragrance|flavou?r|flavou?red|extract|essence|acid|tea|ink|inks|refills?|cartridges?|beads|stitch(?:ing)?|threads?|light|lights|led|leds)\b/.test(
          after,
        )
      )
        continue;
      // The variety of an ingredient or crop, not the product's colour: 'black mustard seeds', 'red chilli', 'white
      // sesame', 'green cardamom'; nor what a tool works on: 'cuts green stems'.
      if (
        /^[\s-]*(?:[a-z]+\s+)?(?:seeds?|pepper|peppercorns?|chill(?:i|ies)|sesame|til|cardamom|rice|gram|chana|dal|lentils?|beans?|salt|raisins?|grapes?|quinoa|stems?|leaves|leafy|vegetables?|veggies|grass|branch(?:es)?|twigs?|peas)\b/.test(
          after,
        )
      )
        continue;
      // A part's colour, even with a word between ('red linear switches', 'gold buttons', 'black rubber sole') or
      // another colour before it ('red and black test leads').
      if (
        /^[\s-]*(?:(?:and|&|or)\s+[a-z]+\s+)?(?:[a-z]+\s+)?(?:coins?|counters?|pawns?|strikers?|pieces|leads|probes|clamps|wires?|pouch(?:es)?|switch(?:es)?|buttons?|keys?|keycaps?|accents?|piping|trims?|lids?|caps?|straps?|handles?|soles?|laces?|linings?|zips?|zippers?|dials?|hands|needles?|knobs?|wheels?|bristles?|cords?|cables?|tips?)\b/.test(
          after,
        )
      )
        continue;
      const saidToBe =
        !alsoAProduct.has(c) ||
        /^\s*(?:colou?r|shade)\b/.test(after) ||
        /colou?r\s*[:-]?\s*$/.test(before) ||
        (/,\s*$/.test(before) && /^\s*(?:$|[,\n(])/.test(after));
      // 'navy' inside 'navy blue' is the longer colour's.
      if (saidToBe && !found.some((x) => x.index <= index && index + m[0].length <= x.end))
        found.push({ index, end: index + m[0].length, text: c });
    }
  found.sort((a, b) => a.index - b.index);
  const colours: { end: number; text: string }[] = [];
  for (const x of found) {
    const last = colours.at(-1);
    const between = last ? text.slice(last.end, x.index) : '';
    if (last && /^[\s-]+$/.test(between)) Object.assign(last, { end: x.end, text: `${last.text} ${x.text}` });
    // A colourway stays whole: 'black/red and grey/blue' are two, each of two colours.
    else if (last && /^\s*\/\s*$/.test(between))
      Object.assign(last, { end: x.end, text: `${last.text}/${x.text}` });
    else if (
      last &&
      !last.text.includes('/') &&
      /^\s+(?:and|&)\s+$/i.test(between) &&
      !/^\s*\//.test(text.slice(x.end))
    )
      Object.assign(last, { end: x.end, text: `${last.text} and ${x.text}` });
    else colours.push({ end: x.end, text: x.text });
  }
  return [...new Set(colours.map((x) => x.text))];
}
const alsoAProduct = new Set([
  'cream',
  'coffee',
  'chocolate',
  'honey',
  'mustard',
  'wine',
  'lemon',
  'mint',
  'peach',
]);

/**
 * A product name that is a phone's own model ('Samsung Galaxy M15 5G (6GB RAM, 128GB)', 'Redmi Note 13 Pro'): the
 * model leads the name (after at most a brand word) and the category, when given, is a phone's. Vikreta rule, as of
 * November 2026.
 */
function phoneNamed(name: string, category: Category | null | undefined): string | undefined {
  if (category && category !== 'Mobile Phones' && category !== 'Electronics') return undefined;
  const model = findModels(name, phoneModelNames)[0];
  if (!model) return undefined;
  const before = name.slice(0, name.toLowerCase().indexOf(model.toLowerCase()));
  return wordsOf(before).length <= 1 ? model : undefined;
}

export function extractFacts(input: FactsInput): ListingFacts {
  const description = (input.description ?? '').trim();
  const name = (input.productName ?? '').trim() || nameFromDescription(description, input.category);
  const brand = input.brand?.trim() || undefined;
  const text = [name, description, brand ?? ''].join('\n');
  const inName = <T extends object>(xs: readonly T[], fromName: boolean) =>
    xs.map((x) => ({ ...x, inName: fromName }));

  const nameNoun = matchNoun(wordsOf(name), input.category);
  const ownModel = nameNoun ? undefined : phoneNamed(name, input.category);
  const noun =
    nameNoun ??
    (ownModel
      ? matchNoun(['smartphone'], 'Mobile Phones')
      : describedNoun(description, input.category, name));
  const claims = claimSpans(text, input.category ?? noun?.entry.category, noun?.entry.profile.kind);
  const claimed = (offset: number) => (q: { index: number; text: string }) =>
    claims.some(([from, to]) => offset + q.index < to && from < offset + q.index + q.text.length);
  const named = ownQuantities(name).filter((q) => !claimed(0)(q));
  // A wattage or battery figure in the description other than the name's is another device's ('charges an
  // iPhone at 20W'), not the product's.
  const othersFigure = (q: Quantity) =>
    (q.measure === 'power' || q.measure === 'battery') &&
    named.some((n) => n.measure === q.measure) &&
    !named.some((n) => sameQuantity(n, q));
  const productWords = new Set(wordsOf(noun?.text ?? '').map((w) => w.toLowerCase()));
  const described = ownQuantities(description).filter(
    (q) =>
      !claimed(name.length + 1)(q) &&
      !othersFigure(q) &&
      !inInstruction(description, q.index) &&
      !specOfUse(description, q.index) &&
      !ofAnotherItem(description, q, productWords),
  );
  // The name's '500mg' is each capsule's when the description says '500 mg per capsule'.
  const eachOne = (q: Quantity) =>
    described.some((d) => d.text.endsWith(' each') && sameQuantity(d, q)) && !q.text.endsWith(' each')
      ? { ...q, text: `${q.text} each` }
      : q;
  const quantities = uniqueBy(
    [...inName(named.map(eachOne), true), ...inName(described, false)],
    sameQuantity,
  );
  const counts = uniqueBy(
    [
      ...inName(
        findCounts(name).filter((c) => !claimed(0)(c)),
        true,
      ),
      ...inName(
        findCounts(description).filter(
          (c) =>
            !claimed(name.length + 1)(c) &&
            !inInstruction(description, c.index) &&
            !heldCount(description, c.index) &&
            !ofAnotherItem(description, c, productWords),
        ),
        false,
      ),
    ],
    (a, b) => a.n === b.n,
  );
  const partOf = (source: string) => (t: FoundTerm) => ({ ...t, part: isPart(source, t, productWords) });
  const notClaimed = (offset: number) => (t: FoundTerm) =>
    !claims.some(([from, to]) => offset + t.index < to && from < offset + t.index + t.text.length);
  const terms = uniqueBy(
    [
      ...inName(
        findTerms(name)
          .filter((t) => notClaimed(0)(t) && !notAFact(name, t))
          .map(partOf(name)),
        true,
      ),
      ...inName(
        findTerms(description)
          .filter((t) => notClaimed(name.length + 1)(t) && !notAFact(description, t))
          .map(partOf(description)),
        false,
      ),
    ].filter((t) => !brand || !hasPhrase(brand, t.text)),
    (a, b) => a.canonical === b.canonical,
  );
  const exclusive = new Map<string, Set<0 | 1>>();
  const sidesText = withoutComparedSides(text);
  for (const pair of exclusivePairs)
    pair.sides.forEach((side, i) => {
      if (side.some((s) => hasPhrase(sidesText, s))) {
        const set = exclusive.get(pair.id) ?? new Set<0 | 1>();
        set.add(i as 0 | 1);
        exclusive.set(pair.id, set);
      }
    });
  return {
    ...(brand ? { brand } : {}),
    name,
    description,
    text,
    ...(noun ? { noun } : {}),
    quantities,
    counts,
    terms,
    sizes: findSizes(name, description),
    models: findModels(text, modelNames).filter((m) => m !== ownModel),
    ...(ownModel ? { ownModel } : {}),
    colours: productColours(text),
    exclusive,
    claimOnlyWords: claimOnly(
      text,
      claims,
      noun ? [noun.entry.noun, ...noun.entry.synonyms, ...noun.entry.variants] : [],
    ),
  };
}
