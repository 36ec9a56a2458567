import { hasWords } from '../text/scripts';
import { alternativeGroups, exclusivePairs, withoutComparedSides } from './data/exclusive';
import { modelNames } from './data/models';
import { findModels } from './patterns';

/**
 * A test for phrases that contradict what the seller's text fixes: the other side of an exclusive pair
 * ('for men' on 'ladies chappal') or another member of a group the seller chose from ('mutton' on
 * 'chicken biryani'). Built once per seller text.
 */
export function contradictionsOf(sellerText: string): (phrase: string) => string | undefined {
  const sidesText = withoutComparedSides(sellerText);
  const pairs = exclusivePairs
    .map((pair) => ({ pair, seller: pair.sides.map((side) => side.some((s) => hasWords(sidesText, s))) }))
    .filter((x) => x.seller.some(Boolean));
  const groups = alternativeGroups
    .map((group) => ({ group, chosen: group.filter((g) => hasWords(withoutNonVeg(sellerText), g)) }))
    .filter((x) => x.chosen.length > 0);
  const negated = negatedWords(sellerText);
  const model = findModels(sellerText, modelNames)[0];
  return (phrase) => {
    const denied = negated.find((w) => hasWords(phrase, w) && negatedWords(phrase).every((n) => n !== w));
    if (denied) return `not ${denied}`;
    // Made for one model ('Creta', 'iPhone 15'): not for a class of them, nor universal.
    if (model && anyModelWords.some((w) => hasWords(phrase, w))) return `made for ${model}`;
    for (const { pair, seller } of pairs)
      for (const [i, side] of pair.sides.entries())
        if (!seller[i] && seller[1 - i] && side.some((s) => hasWords(phrase, s))) return pair.label;
    for (const { group, chosen } of groups) {
      const other = group.find((g) => !chosen.includes(g) && hasWords(withoutNonVeg(phrase), g));
      if (other) return `${chosen.join('/')} vs ${other}`;
    }
    return undefined;
  };
}

/**
 * What the seller says the product is not or is not for ('Works on gas stove only, not induction', 'not for
 * pregnant women'): a keyword naming it would say the opposite.
 */
export function negatedWords(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(
    /\b(?:not|never)\s+(?:suitable\s+|compatible\s+|meant\s+|recommended\s+|safe\s+|usable\s+)?(?:for\s+|with\s+|on\s+|in\s+)?(?:an?\s+|the\s+)?(\p{L}{4,})/giu,
  )) {
    const word = m[1]!.toLowerCase();
    if (!weakWords.has(word)) out.add(word);
  }
  return [...out];
}
/** Words of a product for a class of models or any model. */
const anyModelWords = [
  'sedan',
  'hatchback',
  'suv',
  'muv',
  'universal',
  'all cars',
  'all phones',
  'all models',
];

const weakWords = new Set([
  'only',
  'just',
  'very',
  'much',
  'more',
  'less',
  'even',
  'always',
  'able',
  'sure',
  'included',
  'available',
  'applicable',
  'required',
  'needed',
  'been',
  'have',
  'recommended',
  'suitable',
]);

/** 'non-veg' is not 'veg': read it as one word before looking for group members. */
export const withoutNonVeg = (text: string) => text.replace(/\bnon[\s-]?veg\w*/gi, 'nonveg');

/**
 * A test for phrases that only say again which side of a pair the seller's text is on: 'for women' adds
 * nothing to a 'women's kurta', 'for men' nothing to a 'mens wallet'.
 */
export function restatesSideOf(sellerText: string): (phrase: string) => boolean {
  return (phrase) =>
    exclusivePairs.some((pair) =>
      pair.sides.some(
        (side) => side.some((s) => hasWords(sellerText, s)) && side.some((s) => hasWords(phrase, s)),
      ),
    );
}
