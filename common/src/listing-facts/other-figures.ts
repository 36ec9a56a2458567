import { wordsOf } from '../text/scripts';
import { boxListOpener } from './patterns';
import { findQuantities, type Quantity } from './units';

/**
 * Figures in a seller's text that are not this product's own: of another item in the box, of one of many, a rate,
 * a time taken, a use or care instruction, what it holds, fits, serves, carries or is shown beside, the wearer's
 * measure. The listing facts read a size, weight or volume only where none of these says otherwise.
 */

/** Words that follow a figure of the product itself, even in a list of what comes with it ('with 1 litre capacity'). */
const ownSpecWords =
  /^(?:capacity|battery|backup|warranty|guarantee|power|motor|storage|memory|ram|display|screen|life|range|output|input|charging|playback|playtime|reserve|movement|resistance)$/i;

/**
 * A count or a size in the list of what comes with the product, of another item: 'comes with a full set of 24
 * wooden coins' (a carrom board's coins), 'a 50 g boric powder pack', 'a pair of matching jhumka earrings' (a
 * necklace's): the words after it name no word of the product and no figure of its own.
 */
export function ofAnotherItem(
  source: string,
  at: { index: number; text: string },
  productWords: ReadonlySet<string>,
) {
  const clause =
    source
      .slice(0, at.index)
      .split(/[.;:\n]/)
      .at(-1) ?? '';
  if (!boxListOpener.test(clause) && !/\b(?:with|plus)\b/i.test(clause)) return false;
  // The words of its own item: up to the next item of the list ('350 ml each and a carry handle').
  const item = (source.slice(at.index + at.text.length).split(/[,.;:()\n]|\b(?:and|or)\b/i)[0] ?? '').trim();
  const next = wordsOf(item)
    .slice(0, 3)
    .map((w) => w.toLowerCase())
    .filter((w) => w !== 'of');
  return next.length > 0 && !next.some((w) => productWords.has(w) || ownSpecWords.test(w));
}

/** A weight or volume of one of many ('1.5 g each', '2 g per tea bag'): not the pack's. */
const oneOfMany = 'bag|tea bag|sachet|piece|pc|tablet|capsule|softgel|stick|pouch|serving|unit|scoop';
/** '1.5 g each', '500 mg per capsule', 'each capsule has 500 mg': the figure is one of many's, not the pack's. */
export const isPerUnit = (source: string, q: Quantity) =>
  (q.measure === 'weight' || q.measure === 'volume') &&
  (new RegExp(`^\\s*(?:each|per\\s+(?:${oneOfMany}))\\b`, 'i').test(source.slice(q.index + q.text.length)) ||
    new RegExp(`\\beach\\s+(?:${oneOfMany})s?\\s+(?:has|contains|gives|with|of)\\s*$`, 'i').test(
      source.slice(0, q.index),
    ));

/**
 * The product's own quantities in a text: not the size of what it fits; one of many says so ('350 ml each'),
 * so a title never reads a tea bag's 1.5 g as the pack's weight; a size keeps all its sides ('2 x 3 ft').
 */
export function ownQuantities(source: string): Quantity[] {
  return findQuantities(source)
    .filter((q) => !isFitFor(source, q) && !isTimeTaken(source, q) && !isRate(source, q))
    .map((q) => (isPerUnit(source, q) ? { ...q, text: `${q.text} each` } : withOtherSides(source, q)));
}

/** A figure per unit of time is a rate, not a size: '600 L/H', '600 litres per hour', '2 kg a day'. */
const isRate = (source: string, q: Quantity) =>
  q.measure !== 'duration' &&
  /^\s*(?:\/\s*|per\s+|an?\s+)(?:h|hr|hrs|hour|min|mins|minute|sec|second|day)\b/i.test(
    source.slice(q.index + q.text.length),
  );

/** How long something takes ('installation in 1-2 hours', 'dries within 30 minutes'), not a spec of the product. */
const isTimeTaken = (source: string, q: Quantity) =>
  q.measure === 'duration' &&
  /\b(?:in|within|takes?|under)\s+(?:about\s+|just\s+)?$/i.test(source.slice(0, q.index));

/**
 * A figure of a use or care instruction ('Brew 1 tsp in 200 ml water', 'Take 2 capsules daily'), not of the
 * product: the sentence it is in starts with what to do.
 */
export function inInstruction(source: string, index: number): boolean {
  const start = Math.max(source.lastIndexOf('.', index - 1), source.lastIndexOf('\n', index - 1)) + 1;
  return /^\s*(?:brew|steep|boil|add|mix|use|take|apply|pour|soak|dilute|wash|store|keep|consume|massage|serve)\b/i.test(
    source.slice(start, index),
  );
}

/**
 * A figure of how finely the product measures or how much of it to take, not its own size or weight: 'resolution
 * 0.01 mm', 'accuracy +/- 0.02 mm', 'Dosage: 3-5 g', 'serving size 30 g'.
 */
export function specOfUse(source: string, index: number): boolean {
  return /\b(?:resolution|accuracy|least\s+count|tolerance|precision|dosage|dose|serving\s+size)\b[^.,;]*$/i.test(
    source.slice(Math.max(0, index - 40), index),
  );
}

/** How many of something else it holds, not how many come in the pack: 'holds 9-12 pairs', 'seats 4'. */
export function heldCount(source: string, index: number): boolean {
  return /\b(?:holds?|stores?|accommodates?|fits|takes|seats?|organi[sz]es)\s+(?:up\s*to\s+|upto\s+|about\s+|approx\.?\s+)?(?:\d+\s*(?:-|–|to)\s*)?$/i.test(
    source.slice(Math.max(0, index - 30), index),
  );
}

/** '100 x 100 cm' or '2 x 3 ft' as the seller wrote it, not only its last side ('100 cm', '3 ft'). */
function withOtherSides(source: string, q: Quantity): Quantity {
  if (q.measure !== 'length') return q;
  const sides = /(?:\d+(?:\.\d+)?\s*[x×]\s*)+$/i.exec(source.slice(0, q.index));
  return sides ? { ...q, index: sides.index, text: `${sides[0]}${q.text}` } : q;
}

/**
 * The size of what the product fits, not its own: 'fits inside a 5 litre or larger pressure cooker', 'suits
 * most 6 inch pots'. Vikreta rule, as of November 2026.
 */
export const isFitFor = (source: string, q: Quantity) =>
  /\b(?:fits?|suits?|compatible with)\s+(?:inside\s+|in\s+|into\s+|on\s+|over\s+)?(?:an?\s+|any\s+|most\s+)?$/i.test(
    source.slice(Math.max(0, q.index - 30), q.index),
  ) ||
  // What it needs to work, not what it is: 'needs about 2.5 kg beans', 'requires 2 AA batteries'.
  /\b(?:needs?|requires?|needed|required)\s+(?:about\s+|approx\.?\s+|around\s+|at\s+least\s+)?$/i.test(
    source.slice(Math.max(0, q.index - 30), q.index),
  ) ||
  // How much it works on at a time, not its own weight: 'cooks up to 1 kg raw rice', 'grinds 500 g of batter'.
  /\b(?:cooks?|grinds?|kneads?|washes?|dries?|roasts?|bakes?|boils?|processes?|churns?|juices?|chops?|blends?)\s+(?:about\s+|approx\.?\s+|around\s+)?(?:up\s*to\s+|upto\s+)?$/i.test(
    source.slice(Math.max(0, q.index - 30), q.index),
  ) ||
  // How far it reaches, not its size: 'range about 30 m', '10 m range'.
  /\brange\s+(?:of\s+)?(?:about\s+|up\s*to\s+|upto\s+|approx\.?\s+|around\s+)?$/i.test(
    source.slice(Math.max(0, q.index - 30), q.index),
  ) ||
  /^\s*(?:wireless\s+|bluetooth\s+|remote\s+)?range\b/i.test(source.slice(q.index + q.text.length)) ||
  /^\s*(?:or\s+(?:larger|bigger|more|above|higher))\b/i.test(source.slice(q.index + q.text.length)) ||
  // The size of what it serves: 'for double-door refrigerators up to 300 litres', 'for laptops up to 15.6 inch'
  // (not what it does: 'for storing up to 2 kg').
  /\bfor\s+(?![\w-]+ing\b)(?:[\w-]+\s+){1,4}(?:up\s*to|upto)\s+(?:\d+(?:\.\d+)?\s*(?:to|-|–)\s*)?$/i.test(
    source.slice(Math.max(0, q.index - 60), q.index),
  ) ||
  isWearersWeight(source, q) ||
  isVesselServed(source, q) ||
  isAnotherThingsFigure(source, q);

/**
 * A figure that is not this item's own: the most it takes, other listings' sizes, the wearer's measure, a kind
 * of jewellery, a rule it meets or what the photos show beside it ('fits the airline cabin limit of 7 kg', 'Model
 * shown is 5 ft 8 in', 'shown with a 32 kg Labrador'). Vikreta rule, as of November 2026.
 */
const isAnotherThingsFigure = (source: string, q: Quantity) => {
  const before = source.slice(Math.max(0, q.index - 40), q.index);
  const clause = before.split(/[.;:\n]/).at(-1) ?? '';
  const sentence = before.split(/[.;\n]/).at(-1) ?? '';
  const after = source.slice(q.index + q.text.length, q.index + q.text.length + 20);
  return (
    // The most it takes, not what it has: 'supports micro SD card upto 128GB', 'expandable up to 1TB'.
    /\b(?:supports?|expandable|extendable|accepts?)\b[^,]{0,30}?(?:up\s*to|upto|till|max(?:imum)?)\s+$/i.test(
      clause,
    ) ||
    // Other listings' sizes: 'Other sizes also available: 450 ml and 1800 ml', 'sizes UK 3 to UK 8 available'.
    /\b(?:other|more)\s+(?:sizes?|variants?|capacities|colours?|options?)\b/i.test(sentence) ||
    /^[^.;]{0,12}\b(?:also\s+)?available\s+(?:in\s+)?(?:separate|other|different)\b/i.test(after) ||
    // The wearer's measure: 'fits waist 26 inch to 36 inch', 'strap fits wrist 14-19 cm', 'foot length 24 cm'.
    /\bfits?\b[^,]{0,20}\b(?:waist|wrist|chest|bust|hips?|head|neck|arms?)\b[^,]{0,14}$/i.test(clause) ||
    /\bfoot\s+length\s*:?\s*$/i.test(clause) ||
    // The most it carries, not its own weight: 'Max weight 15 kg', 'maximum load 120 kg'.
    /\bmax(?:imum)?\.?\s+(?:user\s+|child\s+|baby\s+)?(?:weight|load)(?:\s+capacity)?\s*(?:of\s+|is\s+|:\s*|-\s*)?(?:up\s*to\s+)?$/i.test(
      clause,
    ) ||
    // A kit's other item, in brackets after it: 'Kit contains: … 1 solder wire (10 g, 60/40 tin-lead)'.
    ofBracketedItem(source, q) ||
    // A kind of jewellery, not its weight: '1 gram gold plated'.
    /^\s*(?:gold|micron)\b/i.test(after) ||
    /\b(?:limit|allowance)\s+(?:is\s+|of\s+)?(?:about\s+|up\s*to\s+|upto\s+|max(?:imum)?\s+)?$/i.test(
      before,
    ) ||
    /\bmodel(?:'s)?\s+(?:shown\s+|in\s+the\s+(?:photos?|pictures?|images?)\s+)?(?:is|wears|height(?:\s+is)?)\s+(?:about\s+)?$/i.test(
      before,
    ) ||
    /\b(?:shown|pictured|photographed)\s+(?:with|on|beside)\s+(?:an?\s+|the\s+)?$/i.test(before)
  );
};

/** A figure in brackets after another item of a box list ('Kit contains: 1 iron, 1 solder wire (10 g)'). */
function ofBracketedItem(source: string, q: Quantity): boolean {
  const sentence =
    source
      .slice(0, q.index)
      .split(/[.;\n]/)
      .at(-1) ?? '';
  const open = sentence.lastIndexOf('(');
  if (open < 0 || sentence.lastIndexOf(')') > open || !boxListOpener.test(sentence)) return false;
  const item = sentence.slice(0, open).split(/[,:]/).at(-1) ?? '';
  return /^\s*\d+\s+\p{L}/u.test(item) || /\b(?:and|with)\s+(?:an?\s+)?\p{L}+(?:\s+\p{L}+)?\s*$/iu.test(item);
}

/**
 * The volume of the tanks, ponds or rooms it is for, not its own: 'for 60-100 L tanks', 'for fresh water tanks of
 * 60 to 100 litres' ('Water Tank 500 L' and 'a 500 L tank' are the product's own). Vikreta rule, as of November 2026.
 */
const vessels = '(?:tanks?|aquariums?|ponds?|pools?|rooms?)';
const forVesselBefore = new RegExp(
  `\\bfor\\s+(?:[\\w-]+\\s+){0,3}${vessels}\\s+(?:of|up\\s*to)\\s+(?:\\d+(?:\\.\\d+)?\\s*(?:to|-|–)\\s*)?$`,
  'i',
);
const isVesselServed = (source: string, q: Quantity) =>
  q.measure === 'volume' &&
  ((/\bfor\s+(?:[\w-]+\s+){0,2}$/i.test(source.slice(Math.max(0, q.index - 30), q.index)) &&
    new RegExp(`^\\s*${vessels}\\b`, 'i').test(source.slice(q.index + q.text.length))) ||
    forVesselBefore.test(source.slice(Math.max(0, q.index - 60), q.index)));

/** Who wears or uses it, by weight: 'for babies 7 to 12 kg', 'dogs up to 30 kg', 'for 7-12 kg babies'. Vikreta rule, as of November 2026. */
const wearers =
  '(?:bab(?:y|ies)|kids?|child(?:ren)?|toddlers?|infants?|dogs?|cats?|pets?|pupp(?:y|ies)|adults?|users?|persons?|people)';
const isWearersWeight = (source: string, q: Quantity) =>
  q.measure === 'weight' &&
  (new RegExp(
    `\\b${wearers}\\s+(?:of\\s+|weighing\\s+|up\\s+to\\s+|upto\\s+|from\\s+)?(?:\\d+(?:\\.\\d+)?\\s*(?:kg\\s*)?(?:to|-|–)\\s*)?$`,
    'i',
  ).test(source.slice(Math.max(0, q.index - 40), q.index)) ||
    new RegExp(`^\\s*${wearers}\\b`, 'i').test(source.slice(q.index + q.text.length)));

/**
 * A weight the product carries, not its own: followed by 'capacity' or 'load' ('120 kg capacity') or by the part
 * that carries it ('10 kg per shelf'), or after 'holds', 'supports', 'load capacity of' ('holds up to 5 kg').
 */
export const isLoad = (source: string, q: Quantity) =>
  q.measure === 'weight' &&
  (/^\s*(?:load\s+)?(?:capacity|load)\b/i.test(source.slice(q.index + q.text.length)) ||
    // What one part carries: '10 kg per shelf', '5 kg on each hook'.
    /^\s*(?:per|on\s+each|each)\s+(?:shelf|shelves|tier|layer|level|hook|compartment|step|arm|rod|bar)\b/i.test(
      source.slice(q.index + q.text.length),
    ) ||
    /\b(?:holds?|supports?|carries|carry|bears?|withstands?|(?:load|weight)\s+capacity(?:\s+of)?|max(?:imum)?\s+load(?:\s+of)?)\s*:?\s*(?:up\s*to\s+|about\s+|approx\.?\s+|around\s+|nearly\s+)?$/i.test(
      source.slice(Math.max(0, q.index - 40), q.index),
    ));
