import { repeatExemptWords } from '../listing-guard/data/listing-rules';
import { singularize } from '../product-vocabulary/inflect';
import { wordsOf } from './scripts';

/** Little words a phrase may repeat ('for men with pockets for keys'). */
const connectors = repeatExemptWords;

/**
 * Words said twice as one name ('peri peri', the chilli; 'bling bling'): never a repeat to drop.
 * Vikreta list, as of November 2026.
 */
export const doubledNames = new Set(['peri', 'bling']);

/** The phrase without its doubled names said twice ('peri peri makhana' → 'peri makhana'), for counting. */
const onceEach = (words: readonly string[]) =>
  words.filter((w, i) => !(doubledNames.has(w) && words[i - 1] === w));

/**
 * True when a phrase says a word twice ('steel steel bottle'), a word's plural right after it ('gear
 * gears', 'moral stories story book') or a compound in both spellings ('tabletop table top'): no buyer types that. 'dog bed for large dogs' is fine.
 */
export function repeatsWord(phrase: string): boolean {
  const content = onceEach(wordsOf(phrase)).filter((w) => !connectors.has(w));
  if (new Set(content).size !== content.length) return true;
  // A closed compound beside its open form: 'tabletop table top', 'footwear foot wear'.
  const joinedPairs = new Set(content.slice(1).map((w, i) => `${content[i]}${w}`));
  if (content.some((w) => joinedPairs.has(w))) return true;
  return content.some((w, i) => i > 0 && singularize(w) === singularize(content[i - 1]!));
}
