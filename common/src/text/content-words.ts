import { wordsOf } from './scripts';

/** Connectors and articles: they say nothing of what a text is about. */
const functionWords = new Set(['and', 'or', 'with', 'for', 'the', 'of', 'in', 'on', 'to', 'from']);

/** The words that tell what a text is about: letters only (in any script), three or more, no connectors. */
export const contentWords = (text: string): string[] =>
  wordsOf(text).filter((w) => /^[\p{L}\p{M}]{3,}$/u.test(w) && !functionWords.has(w));

/**
 * Pieces of a sentence that state no fact on their own: a word or two each, without a figure ('long lasting',
 * 'Rajasthan'). What follows a removed claim goes with it when it is only such pieces.
 */
export const statesNoFactAlone = (pieces: readonly string[]): boolean =>
  pieces.length > 0 && pieces.every((p) => wordsOf(p).length <= 2 && !/\d/.test(p));
