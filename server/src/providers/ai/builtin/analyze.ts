import type { Category } from '@common/constants/options';
import { findCounts, findModels } from '@common/listing-facts/patterns';
import { modelNames } from '@common/listing-facts/data/models';
import { findQuantities } from '@common/listing-facts/units';
import { inACookingMedium, matchNoun, packWords, type NounEntry } from '@common/product-vocabulary/index';
import { indicScriptOf, wordsOf, type Script, escapeRegExp } from '@common/text/scripts';
import { doubledNames } from '@common/text/repeated-words';

/** What the engine understands of a seed keyword or product name. */
export interface SeedAnalysis {
  /** As the seller typed it (trimmed, NFC): shown back unchanged, Indian scripts intact. */
  input: string;
  /** The core phrase keywords are built on, in lower case: 'cotton kurti', 'mobile cover', 'साड़ी'. */
  base: string;
  /** The product noun in Latin script ('kurti'), or the seller's own core words when unknown. */
  head: string;
  noun: NounEntry | undefined;
  /** Words the seller put before the noun ('cotton'), without sizes, models or 'set'. */
  modifiers: string[];
  /** 'for women', 'with lid' … after the noun. */
  qualifiers: string[];
  /** A size in the seed ('5 kg'). */
  quantity: string | undefined;
  /** Models an accessory fits ('iphone 15'). */
  models: string[];
  /** The seller typed a misspelling or Hinglish form of the noun ('kurthi'). */
  variantTyped: string | undefined;
  category: Category | null;
  /** The Indian script the seed is written in, if any. */
  script: Exclude<Script, 'latin'> | null;
}

const connectors = new Set(['for', 'with', 'without', 'under', 'below', 'above', 'upto', 'near']);
/** A size after the product ('dog leash set medium') is a variant of the listing, not a word of its name. */
const sizeWords = new Set(['xs', 'small', 'medium', 'large', 'xl', 'xxl', 'xxxl', 'free size']);
/** A product in a solid form ('face pack powder', 'tablets'): it comes by weight or count, never in ml. */
export const solidForm = (text: string) => /\b(?:powder|granules|flakes|tablets?|cubes?|block)\b/i.test(text);

/** Words whose number is part of what the product is ('class 10 science', 'volume 2', 'level 3'). */
const numberedNames = /^(?:class|grade|std|standard|edition|part|volume|vol|level|book|series|season)$/i;
/** A word that labels the number after it ('aged 2 years', 'size 9'): it goes with the number. */
export const numberLabels =
  /^(?:size|sizes|uk|eu|us|age|aged|model|no|number|qty|quantity|capacity|weight|length|width|height|part|vol|volume|book|edition)$/;

/**
 * A certification mark the seller states ('ISI marked', 'BIS hallmarked', 'ISO 9001 certified'): a fact of the
 * listing, not a word buyers put inside the product phrase ('mixer grinder isi marked for chutney').
 */
const certificationMark =
  /\b(?:(?:bis|isi|iso(?:\s*\d{4,5})?|ce|fssai|bee|nabl)\s+(?:marked|mark|certified|approved|hallmarked)|(?:bis\s+)?hallmarked|isi)\b/g;

/** A name led by who it is for ("Men's", "Womens", "Kids'", "Women"). */
const possessiveAudience =
  /^(?:(men|women|kids|boys|girls|ladies|gents)(?:['’]s|['’]|s)|(men|women|ladies|gents))\s+(?=\p{L})/iu;
const audienceOf = (word: string) => {
  const w = word.toLowerCase();
  return w === 'gents' ? 'men' : w === 'ladies' ? 'women' : w;
};

export function analyzeSeed(text: string, requested?: Category | null): SeedAnalysis {
  const input = text.trim().normalize('NFC');
  const models = findModels(input, modelNames).map((m) => m.toLowerCase());
  const quantity = findQuantities(input)[0]?.text.toLowerCase();
  let core = input.toLowerCase().replace(/([\p{L}])['’]s\b/gu, '$1');
  // "Men's Khadi Nehru Jacket" is a nehru jacket for men: buyers type who it is for after the product.
  const forWhom = possessiveAudience.exec(input);
  const audience = forWhom ? audienceOf((forWhom[1] ?? forWhom[2])!) : undefined;
  if (forWhom) core = core.replace(/^\S+\s+/, '');
  // 'Free size' is the fit of every piece, no word of the product phrase.
  core = core.replace(/\bfree\s*size\b/g, ' ');
  // After a comma, dash or bracket a product name lists attributes ('Jeans, Waist 32'): the product phrase is
  // the part before, when the product noun is in it.
  const firstPart = core.split(/\s*(?:,|\s-\s|\(|\|)\s*/)[0] ?? core;
  if (firstPart !== core && matchNoun(wordsOf(firstPart), requested)) core = firstPart;
  for (const m of models) core = core.replace(m, ' ');
  core = core.replace(certificationMark, ' ');
  // '32-in-1' counts what the kit holds: no word of the product phrase ('in precision screwdriver set').
  core = core.replace(/\b\d+\s*-?\s*in\s*-?\s*1\b/g, ' ');
  // A counted part before the noun ('4-shelf bookshelf', '3-door wardrobe') goes with its number.
  core = core.replace(/\b\d+-\p{L}+(?=\s+\p{L})/gu, ' ');
  // '40 hours battery' or '5000 mah battery' is a feature of the product named around it, not a battery.
  const feature = ['duration', 'battery'].includes(findQuantities(input)[0]?.measure ?? '');
  if (quantity && feature)
    core = core
      .replace(`${quantity} battery`, ' ')
      .replace(new RegExp(`${escapeRegExp(quantity)}\\s+(?:backup|playtime|playback|life)\\b`), ' ')
      .replace(quantity, ' ');
  else if (quantity) core = core.replace(quantity, ' ');
  // Any other figure with its unit is a spec too, not a word of the product phrase ('8w, 600 l/h'), with the
  // time or length it is counted per.
  for (const q of findQuantities(core))
    core = core.replace(new RegExp(`${escapeRegExp(q.text.toLowerCase())}(?:\\s*/\\s*\\p{L}+)?`, 'u'), ' ');
  for (const c of findCounts(core)) core = core.replace(c.text.toLowerCase(), ' ');
  // So does one written with a space or a plus ('3 door wardrobe', '4+1 socket spike guard'), once the sizes are
  // out, unless the number names what the product is for ('class 10 science book').
  core = core.replace(
    /(?<!\b(?:class|grade|std|standard|edition|part|volume|vol|level|book|series|season)\s)\b\d+(?:\s*\+\s*\d+)?\s+\p{L}+(?=\s+\p{L})/gu,
    ' ',
  );
  // The 'x' between two sizes taken out stays no word ('79 mm x 50 m' left 'thermal paper roll x').
  core = core.replace(/(?<=^|\s)[x×*](?=\s|$)/gu, ' ');
  const words = wordsOf(core).filter((w, i, all) => w !== all[i - 1] || doubledNames.has(w));
  const cut = words.findIndex((w, i) => i > 0 && (connectors.has(w) || inACookingMedium(words, i)));
  const coreWords = cut > 0 ? words.slice(0, cut) : words;
  const qualifiers = [
    ...(audience && !words.includes(audience) ? ['for', audience] : []),
    ...(cut > 0 ? words.slice(cut) : []),
  ];
  const match = matchNoun(coreWords, requested);
  const noun = match?.entry;
  const category = requested ?? noun?.category ?? null;
  const typed = match?.text;
  const isVariant =
    noun !== undefined && typed !== undefined && noun.variants.some((v) => wordsOf(v).join(' ') === typed);
  // A number is no word of the phrase, unless it names what the product is for ('class 10', 'part 2').
  const modifiers = match
    ? coreWords.slice(0, match.start).filter(
        (w, i, all) =>
          (!/^\d+$/.test(w) || numberedNames.test(all[i - 1] ?? '')) &&
          // The word that labels a number goes with it ('size 5 football' is a football, not a 'size football').
          !(numberLabels.test(w) && !numberedNames.test(w) && /^\d/.test(all[i + 1] ?? '')),
      )
    : coreWords.slice(0, -1);
  const head = noun ? noun.noun : (coreWords.at(-1) ?? input);
  const nounWords =
    isVariant || (match && !/^[a-z0-9 '-]+$/.test(match.text)) ? [noun!.noun] : match ? [match.text] : [];
  // Words after the noun that are not a size, model or 'set' stay with it ('mehndi cone').
  // A word that labels a number ('aged 2 years', 'size 9') goes with it.
  const after = match ? coreWords.slice(match.end) : [];
  const firstNumber = after.findIndex((w) => /^\d/.test(w));
  const labelsNumber = firstNumber > 0 && numberLabels.test(after[firstNumber - 1] ?? '');
  // A number that names what the product is for stays with its word ('mathematics class 10').
  const namesNumber = firstNumber > 0 && numberedNames.test(after[firstNumber - 1] ?? '');
  const end =
    firstNumber < 0 ? after.length : namesNumber ? firstNumber + 1 : firstNumber - (labelsNumber ? 1 : 0);
  const trailing = after.slice(0, end).filter((w) => !packWords.has(w) && w !== 'of' && !sizeWords.has(w));
  const script = indicScriptOf(input);
  // Indian-script input: keywords are built on the noun in Latin script; the input itself is kept as typed.
  const base = noun
    ? (script ? [noun.noun] : [...modifiers, ...nounWords, ...trailing]).join(' ')
    : coreWords.join(' ') || input.toLowerCase();
  return {
    input,
    base,
    head,
    noun,
    modifiers,
    qualifiers,
    quantity,
    models,
    variantTyped: isVariant ? typed : undefined,
    category,
    script,
  };
}
