import { irregularPlurals, pluralOnlyNouns, uncountableNouns } from './plurals';

/** Plural of the last word of a phrase ('back cover' → 'back covers'); unchanged for mass nouns. */
export function pluralize(phrase: string): string {
  if (uncountableNouns.has(phrase)) return phrase;
  const parts = phrase.split(' ');
  const last = parts.pop() ?? '';
  return [...parts, pluralWord(last)].join(' ');
}

function pluralWord(word: string): string {
  if (!word || uncountableNouns.has(word) || pluralOnlyNouns.has(word) || /\d/.test(word)) return word;
  const irregular = irregularPlurals[word];
  if (irregular) return irregular;
  // Compounds of an -f noun: 'bookshelf' → 'bookshelves', 'penknife' → 'penknives'.
  const fEnding = /(shelf|knife|leaf)$/.exec(word)?.[1];
  if (fEnding) return `${word.slice(0, -fEnding.length)}${irregularPlurals[fEnding]}`;
  if (/(ss|x|ch|sh|z)$/.test(word)) return `${word}es`;
  if (/s$/.test(word)) return word;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

/** Singular of the last word ('kurtis' → 'kurti', 'watches' → 'watch'); unchanged when unsure. */
export function singularize(phrase: string): string {
  const parts = phrase.split(' ');
  const last = parts.pop() ?? '';
  return [...parts, singularWord(last)].join(' ');
}

function singularWord(word: string): string {
  if (uncountableNouns.has(word) || word.length <= 3) return word;
  for (const [singular, plural] of Object.entries(irregularPlurals)) if (plural === word) return singular;
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ss|x|ch|sh|z)es$/.test(word)) return word.slice(0, -2);
  if (/(ss|us|is)$/.test(word)) return word;
  if (/s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The phrase, its singular and its plural, without duplicates. */
export function inflections(phrase: string): string[] {
  return [...new Set([phrase, singularize(phrase), pluralize(phrase)])];
}

/** True when a phrase is a countable noun that reads naturally in the plural. */
export function isCountable(phrase: string): boolean {
  const last = phrase.split(' ').at(-1) ?? '';
  return !uncountableNouns.has(phrase) && !uncountableNouns.has(last) && !/\d/.test(last);
}

/** True for nouns used in the plural ('earbuds', 'running shoes'), for verb agreement in copy. */
export function isPluralNoun(phrase: string): boolean {
  const last = phrase.split(' ').at(-1) ?? '';
  if (pluralOnlyNouns.has(last)) return true;
  return isCountable(phrase) && /[^s]s$/.test(last) && singularize(last) !== last;
}
