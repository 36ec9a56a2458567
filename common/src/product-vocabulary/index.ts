import type { Category } from '../constants/options';
import { foldText, wordsOf } from '../text/scripts';
import { contextPhrases } from './contexts';
import { inflections } from './inflect';
import { allNouns } from './nouns/index';
import type { NativeLanguage, NounEntry } from './types';

export type { ModifierProfile, NativeLanguage, NounEntry } from './types';
export { allNouns };

/**
 * Lookups over the product vocabulary: every spelling of a noun (the noun, its synonyms, Hinglish forms,
 * misspellings, plurals and its forms in Indian scripts) leads to its entry.
 */
const phraseIndex = new Map<string, NounEntry[]>();
const key = (phrase: string) => wordsOf(phrase).join(' ');

function add(phrase: string, entry: NounEntry) {
  const k = key(phrase);
  if (!k) return;
  const list = phraseIndex.get(k) ?? [];
  if (!list.includes(entry)) list.push(entry);
  phraseIndex.set(k, list);
}

for (const entry of allNouns) {
  for (const form of [entry.noun, ...entry.synonyms, ...entry.variants])
    for (const f of inflections(form)) add(f, entry);
  for (const forms of Object.values(entry.native))
    for (const f of forms ?? []) {
      add(f, entry);
      // Buyers drop the possessive: 'सरसों तेल' for 'सरसों का तेल', 'मोहरी तेल' for 'मोहरीचे तेल'.
      add(f.replace(/\s(?:का|की|के)\s/gu, ' ').replace(/(?:चे|ची|चा)\s/gu, ' '), entry);
    }
}

/** Words that name a pack rather than a product when they end a name ('diya set', 'kurta combo'). */
export const packWords: ReadonlySet<string> = new Set([
  'set',
  'sets',
  'combo',
  'pack',
  'kit',
  'pair',
  'pairs',
]);

/** Longest indexed phrase, in words. */
export const maxNounWords = Math.max(...[...phraseIndex.keys()].map((k) => k.split(' ').length));

/** The entry for an exact phrase (any spelling), preferring the given category. */
export function findNoun(phrase: string, category?: Category | null): NounEntry | undefined {
  const entries = phraseIndex.get(key(phrase));
  if (!entries) return undefined;
  return entries.find((e) => e.category === category) ?? entries[0];
}

export interface NounMatch {
  entry: NounEntry;
  /** Token positions [start, end) of the match in the word list. */
  start: number;
  end: number;
  /** The words as matched. */
  text: string;
}

/**
 * The product noun in a list of words: a match in the requested category first, then the longest, then
 * the rightmost (English names end with the product: 'Gold Plated Jhumka Earrings').
 */
/** Units that make the next noun a feature of the product ('40 hours battery'), not the product. */
const featureUnits: ReadonlySet<string> = new Set([
  'hours',
  'hour',
  'hrs',
  'hr',
  'h',
  'mah',
  'days',
  'day',
  'playtime',
]);

/** Words after which a name speaks of a part, a companion or a use, not of the product itself. */
const linkWords: ReadonlySet<string> = new Set([
  'with',
  'for',
  'and',
  'plus',
  'including',
  'without',
  '&',
  'साथ',
]);

/** Forms a product comes in, named after it ('face pack powder', 'aloe vera gel'). */
const productForms = /^(?:powder|gel|cream|liquid|spray|paste|tablets?|capsules?|granules|flakes)$/;

/** What food is cooked or packed in. */
const cookingMedia: ReadonlySet<string> = new Set([
  'oil',
  'ghee',
  'syrup',
  'brine',
  'gravy',
  'sauce',
  'vinegar',
]);
/** Words[i] is the 'in' of what a food is cooked or packed in ('chips in coconut oil'). */
export const inACookingMedium = (words: readonly string[], i: number) =>
  words[i] === 'in' && words.slice(i + 1, i + 4).some((x) => cookingMedia.has(x));

export function matchNoun(words: readonly string[], category?: Category | null): NounMatch | undefined {
  let best: NounMatch | undefined;
  // A match ending in 'set' or 'combo' yields to an overlapping one that does not ('kurta pyjama set').
  const packEnd = (m: NounMatch) => (packWords.has(words[m.end - 1] ?? '') ? 0.5 : 0);
  // The head of 'Kurti with Palazzo' or 'Backpack for Laptop' comes before the link word.
  // So does what it is cooked or packed in ('Banana Chips in Coconut Oil', 'Rasgulla in Syrup').
  const firstLink = words.findIndex((w, i) => linkWords.has(w) || inACookingMedium(words, i));
  const beforeLink = (m: NounMatch) => (firstLink < 0 || m.start < firstLink ? 1 : 0);
  // A noun right after a duration or capacity ('40 hours battery', '5000 mah battery') is a feature.
  const isFeature = (m: NounMatch) => (featureUnits.has(words[m.start - 1] ?? '') ? 0 : 1);
  const score = (m: NounMatch) => [
    m.entry.category === category ? 1 : 0,
    beforeLink(m),
    isFeature(m),
    m.end - m.start - packEnd(m),
    m.end,
  ];
  const better = (a: NounMatch, b: NounMatch) => {
    const [x, y] = [score(a), score(b)];
    for (let i = 0; i < x.length; i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) > (y[i] ?? 0);
    return false;
  };
  const found: NounMatch[] = [];
  for (let start = 0; start < words.length; start++) {
    for (let n = Math.min(maxNounWords, words.length - start); n >= 1; n--) {
      const text = words.slice(start, start + n).join(' ');
      const entries = phraseIndex.get(text);
      if (!entries) continue;
      const entry = entries.find((e) => e.category === category) ?? entries[0]!;
      const m = { entry, start, end: start + n, text };
      found.push(m);
      if (!best || better(m, best)) best = m;
    }
  }
  // A noun of two or three words with one or two describing words before its last, in the requested category:
  // 'bike body cover' is a bike cover, 'remote control rock crawler car' a remote control car (not a 'cover' or
  // a 'car' of another category).
  for (let start = 0; start < words.length; start++)
    for (const head of [1, 2])
      for (const inside of [1, 2]) {
        const last = start + head + inside;
        if (last >= words.length) continue;
        if (words.slice(start + head, last).some((w) => linkWords.has(w) || /^\d/.test(w))) continue;
        // Not when the words before the last are a product themselves: a 'face pack powder' is a face pack in
        // powder form, no face powder.
        if (phraseIndex.has(words.slice(start, last).join(' '))) continue;
        const entry = phraseIndex
          .get([...words.slice(start, start + head), words[last]].join(' '))
          ?.find((e) => e.category === category);
        if (!entry) continue;
        const m = { entry, start, end: last + 1, text: words.slice(start, last + 1).join(' ') };
        found.push(m);
        if (!best || (best.entry.category !== category && better(m, best))) best = m;
      }
  // A noun named right after another that lists it as one of its own sizes or types describes that one: a
  // 'cotton dohar double bed' is a dohar of double-bed size, not a bed.
  const describedBy =
    best && found.find((m) => m.end === best!.start && modifiersOf(m.entry).has(best!.text));
  if (describedBy) best = describedBy;
  // Of two nouns sharing a word, the later is the product: 'gaming mouse pad' is a mouse pad, not a gaming mouse.
  const later = best && found.find((m) => m.start > best!.start && m.start < best!.end && m.end > best!.end);
  if (later && isFeature(later) && beforeLink(later) && !packEnd(later)) best = later;
  // A noun right before another names what that one is for: a 'laptop battery' is a battery, a 'saree blouse' a
  // blouse (a form is the noun's own, 'face wash gel', and so is a size, 'dohar double bed').
  const following = best && found.find((m) => m.start === best!.end);
  const sizeOfBest = (m: NounMatch) =>
    [...modifiersOf(best!.entry)].some((x) => x === m.text || x.endsWith(` ${m.text}`));
  if (
    following &&
    isFeature(following) &&
    beforeLink(following) &&
    !packEnd(following) &&
    !productForms.test(following.text) &&
    !sizeOfBest(following) &&
    accessoryOf(following.entry.category, best!.entry.category)
  )
    best = following;
  // One word of another family of categories names another product ('slicker brush' in Pet Supplies is no
  // paint brush, 'coco peat block' in Garden no toy block): the product stays unknown rather than misread.
  if (best && category && best.end - best.start === 1 && !sameFamily(best.entry.category, category))
    return undefined;
  // Nor does one word of another category followed by the words of the real head ('yak cheese dog chew' in Pet
  // Supplies is a chew, not cheese): the words after it, up to a link word, are what the product is.
  if (best && category && best.end - best.start === 1 && best.entry.category !== category) {
    const rest = words.slice(best.end);
    const link = rest.findIndex((w) => linkWords.has(w));
    const head = link < 0 ? rest : rest.slice(0, link);
    if (head.filter((w) => /^\p{L}{3,}$/u.test(w) && !packWords.has(w)).length >= 2) return undefined;
  }
  // Nor a noun found only after 'with' or 'for' when words of their own come before it: that is what the product
  // has or fits ('dog harness with leash' is a harness, not a leash).
  const link = words.findIndex((w) => linkWords.has(w));
  const ownWords = words
    .slice(0, Math.max(link, 0))
    .filter((w) => /^\p{L}{3,}$/u.test(w) && !packWords.has(w));
  if (best && link > 0 && best.start > link && ownWords.length >= 2) return undefined;
  // Nor a noun that misses the name's head word when that word names a kind of product of its own:
  // 'Instant Rava Idli Mix' is a mix, 'Aquarium Internal Filter' a filter, 'Ubtan Face Scrub with Turmeric' a scrub.
  const head = productHeadOf(words);
  const covers = (m: NounMatch) => head !== undefined && m.start <= head.at && m.end > head.at;
  // (A form right after the noun is the noun's form: a 'face pack powder' is a face pack.)
  const formOfBest = head !== undefined && best?.end === head.at && productForms.test(words[head.at] ?? '');
  if (best && head && !found.some(covers) && !formOfBest) return undefined;
  // Nor a noun followed by the head word of other products that is no product alone ('laptop bed table' is a
  // table, not a bed; 'bed table made of engineered wood'): the product is one Vikreta does not know.
  const next = best ? words[best.end] : undefined;
  if (best && next && headWords.has(next) && !phraseIndex.has(next) && !productForms.test(next)) {
    // Unless a noun the vocabulary knows runs through that head word ('bed table', another name of a laptop table).
    const at = best.end;
    const through = found
      .filter((m) => m.start < at && m.end > at)
      .sort((x, y) => y.end - y.start - (x.end - x.start));
    return through[0];
  }
  return best;
}

/**
 * Words that end the names of several products ('table' of 'study table' and 'coffee table', 'holder', 'cover'):
 * the word that says what a product is. Only the nouns themselves count, not their other spellings ('kurti for
 * women' does not make 'women' a product), nor a flavour that ends one ('butter chicken').
 */
const headWords: ReadonlySet<string> = (() => {
  const nounsByHead = new Map<string, Set<string>>();
  for (const entry of allNouns) {
    const words = wordsOf(entry.noun);
    const head = words.at(-1);
    if (!head || words.length < 2 || packWords.has(head)) continue;
    nounsByHead.set(head, (nounsByHead.get(head) ?? new Set()).add(entry.noun));
  }
  return new Set([...nounsByHead].filter(([, nouns]) => nouns.size >= 2).map(([head]) => head));
})();

/** Last words that make a product of their own of the noun before them: an 'X filter' or 'X mix' is no X. */
const accessoryHeads = ['mix', 'filter', 'scrub', 'pump', 'refill', 'heater'];
const productHeads: ReadonlySet<string> = new Set([...headWords, ...accessoryHeads]);

/**
 * The head word of a name: its last word before a link word, past figures, units and pack words ('Rava Idli Mix
 * 500 g' → 'mix', 'Filter 8W, 600 L/H, for Tanks' → 'filter').
 */
function headOf(words: readonly string[]): { word: string; at: number } | undefined {
  const link = words.findIndex((w) => linkWords.has(w));
  for (let at = (link < 0 ? words.length : link) - 1; at >= 0; at--) {
    const word = words[at] ?? '';
    if (/\d/.test(word) || word.length <= 2 || packWords.has(word)) continue;
    return { word, at };
  }
  return undefined;
}

/** The head word of a name when it names a kind of product of its own ('mix', 'filter', 'table'). */
export function productHeadOf(words: readonly string[]): { word: string; at: number } | undefined {
  const head = headOf(words);
  return head && productHeads.has(head.word) ? head : undefined;
}

/**
 * Categories whose products share nouns (a bottle is Home & Kitchen or Sports; a bag Fashion or Bags &
 * Wallets). Vikreta's grouping, as of November 2026.
 */
const categoryFamilies: readonly (readonly Category[])[] = [
  ['Home & Kitchen', 'Kitchen Appliances', 'Furniture', 'Decor', 'Garden', 'Food & Beverages'],
  ['Fashion', 'Shoes', 'Bags & Wallets', 'Jewelry', 'Watches', 'Beauty', 'Sports', 'Baby Products'],
  ['Electronics', 'Mobile Phones', 'Laptops', 'Gaming', 'Music', 'Office Products', 'Automotive', 'Watches'],
  ['Stationery', 'Office Products', 'Books', 'Toys'],
  ['Health', 'Beauty', 'Baby Products', 'Food & Beverages', 'Sports'],
  ['Sports', 'Toys', 'Gaming', 'Baby Products'],
  ['Automotive', 'Tools', 'Home & Kitchen', 'Garden'],
  ['Movies', 'Music', 'Books', 'Gaming'],
  ['Pet Supplies', 'Food & Beverages'],
];
/** A food word after a product that is no food is no product of its own: a 'swaddle wrap' is no food wrap. */
const accessoryOf = (accessory: Category, device: Category) =>
  accessory !== 'Food & Beverages' || device === 'Food & Beverages';
const sameFamily = (a: Category, b: Category) =>
  a === b || categoryFamilies.some((f) => f.includes(a) && f.includes(b));

/** Every product noun named in a list of words, longest first, without overlaps. */
export function findNouns(words: readonly string[]): NounMatch[] {
  const out: NounMatch[] = [];
  for (let start = 0; start < words.length; start++) {
    for (let n = Math.min(maxNounWords, words.length - start); n >= 1; n--) {
      const text = words.slice(start, start + n).join(' ');
      const entry = phraseIndex.get(text)?.[0];
      if (!entry) continue;
      out.push({ entry, start, end: start + n, text });
      start += n - 1;
      break;
    }
  }
  return out;
}

/** The noun, its synonyms and their plurals, in Latin script: what an on-topic keyword contains. */
export function nounForms(entry: NounEntry): string[] {
  return [...new Set([entry.noun, ...entry.synonyms].flatMap(inflections).map(foldText))];
}

/** The noun in the scripts of the app's Indian languages (Marathi falls back to Hindi). */
export function nativeForms(entry: NounEntry, language?: NativeLanguage): string[] {
  const langs = language ? [language] : (Object.keys(entry.native) as NativeLanguage[]);
  return [...new Set(langs.flatMap((l) => entry.native[l] ?? []))].map((f) => f.normalize('NFC'));
}

const topicCache = new WeakMap<NounEntry, string[]>();

/** Every spelling a keyword may use to stay on topic: Latin forms, Hinglish forms and native forms. */
export function topicForms(entry: NounEntry): string[] {
  let forms = topicCache.get(entry);
  if (!forms) {
    forms = [...new Set([...nounForms(entry), ...entry.variants.map(foldText), ...nativeForms(entry)])];
    topicCache.set(entry, forms);
  }
  return forms;
}

/**
 * Whether a phrase names the product: one of its forms, or a form of two or three words with one or two
 * describing words before its last ('formal derby shoes' names 'formal shoes'), as matchNoun reads a name.
 */
export function namesNoun(phrase: string, entry: NounEntry): boolean {
  const folded = foldText(phrase);
  const forms = topicForms(entry);
  if (forms.some((f) => folded.includes(f))) return true;
  const words = wordsOf(folded);
  return forms.some((f) => {
    const parts = wordsOf(f);
    if (parts.length < 2 || parts.length > 3) return false;
    const last = parts.at(-1)!;
    const lead = parts.slice(0, -1);
    return words.some(
      (w, i) =>
        w === last &&
        [1, 2].some((inside) => {
          const start = i - inside - lead.length;
          return (
            start >= 0 &&
            lead.every((x, j) => words[start + j] === x) &&
            !words.slice(start + lead.length, i).some((x) => linkWords.has(x) || /^\d/.test(x))
          );
        }),
    );
  });
}

/** Nouns of a category (or every noun). */
export function nounsOf(category?: Category | null): readonly NounEntry[] {
  return category ? allNouns.filter((n) => n.category === category) : allNouns;
}

/**
 * Every modifier any profile lists (as space-joined words), so a guard can tell a modifier that belongs
 * to another product: 'for bedroom' is a modifier, but not a pressure cooker's.
 */
export const modifierLexicon: ReadonlySet<string> = new Set([
  ...contextPhrases.map(key),
  ...allNouns.flatMap((n) =>
    [
      ...n.profile.types,
      ...n.profile.materials,
      ...n.profile.uses,
      ...n.profile.audiences,
      ...n.profile.features,
    ].map(key),
  ),
]);
export const maxModifierWords = Math.max(...[...modifierLexicon].map((m) => m.split(' ').length));

/** The modifiers of one noun, as space-joined words. */
export function modifiersOf(entry: NounEntry): Set<string> {
  const p = entry.profile;
  return new Set([...p.types, ...p.materials, ...p.uses, ...p.audiences, ...p.features, ...p.sizes].map(key));
}
