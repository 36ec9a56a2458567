import type { Language } from '../constants/options';

/**
 * Writing systems of the app's languages. Indic letters are followed by combining vowel signs and
 * viramas (Unicode category M): text handling must keep \p{M} with the letters, or 'साड़ी' becomes 'स ड'.
 */
export const scripts = ['latin', 'devanagari', 'bengali', 'tamil', 'telugu'] as const;
export type Script = (typeof scripts)[number];

export const scriptRanges: Record<Script, RegExp> = {
  latin: /[A-Za-z\u00C0-\u024F]/u,
  devanagari: /[\u0900-\u097F]/u,
  bengali: /[\u0980-\u09FF]/u,
  tamil: /[\u0B80-\u0BFF]/u,
  telugu: /[\u0C00-\u0C7F]/u,
};

export const languageScripts: Record<Language, Script> = {
  en: 'latin',
  hi: 'devanagari',
  mr: 'devanagari',
  bn: 'bengali',
  ta: 'tamil',
  te: 'telugu',
};

export function hasScript(text: string, script: Script): boolean {
  return scriptRanges[script].test(text);
}

/** Letters of each script in the text. */
export function scriptCounts(text: string): Record<Script, number> {
  const counts = { latin: 0, devanagari: 0, bengali: 0, tamil: 0, telugu: 0 };
  for (const ch of text) {
    for (const s of scripts) {
      if (scriptRanges[s].test(ch)) {
        counts[s]++;
        break;
      }
    }
  }
  return counts;
}

/** The Indic script the text is mostly written in, or null for Latin-only text. */
export function indicScriptOf(text: string): Exclude<Script, 'latin'> | null {
  const counts = scriptCounts(text);
  let best: Exclude<Script, 'latin'> | null = null;
  for (const s of ['devanagari', 'bengali', 'tamil', 'telugu'] as const)
    if (counts[s] > 0 && (best === null || counts[s] > counts[best])) best = s;
  return best;
}

/** Word characters in every script: letters, combining marks (vowel signs, virama, nukta) and digits. */
export const wordCharClass = '[\\p{L}\\p{M}\\p{N}]';

/** Unicode NFC, then lower case: Latin letters fold, Indic scripts have no case and stay as they are. */
export function foldText(value: string): string {
  return value.normalize('NFC').toLowerCase();
}

/** Words of a text in any script (marks kept with their letters), lower-cased; hyphens and dots split. */
export function wordsOf(value: string): string[] {
  return foldText(value)
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
}

/** The text as a regular expression that matches it literally. */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const patternCache = new Map<string, RegExp>();

/** A case-insensitive regular expression for a phrase as whole words; spaces and hyphens interchangeable. */
export function phrasePattern(phrase: string, flags = 'giu', hyphenIsWord = false): RegExp {
  const cacheKey = `${flags}\u0000${hyphenIsWord}\u0000${phrase}`;
  const cached = patternCache.get(cacheKey);
  if (cached) {
    cached.lastIndex = 0;
    return cached;
  }
  const re = buildPattern(phrase, flags, hyphenIsWord);
  if (patternCache.size > 20_000) patternCache.clear();
  patternCache.set(cacheKey, re);
  return re;
}

function buildPattern(phrase: string, flags: string, hyphenIsWord: boolean): RegExp {
  const word = hyphenIsWord ? '[\\p{L}\\p{M}\\p{N}-]' : wordCharClass;
  const body = foldText(phrase)
    .trim()
    .split(/[\s-]+/)
    .map(escapeRegExp)
    .join('[\\s-]?');
  const starts = /^[\p{L}\p{N}]/u.test(phrase.trim());
  const ends = /[\p{L}\p{M}\p{N}]$/u.test(phrase.trim());
  return new RegExp(
    `${starts ? `(?<!${word})` : ''}${body}${hyphenIsWord ? "(?:'s)?" : ''}${ends ? `(?!${word})` : ''}`,
    flags,
  );
}

const firstWords = new Map<string, string>();
function firstWordOf(phrase: string): string {
  let first = firstWords.get(phrase);
  if (first === undefined) {
    first =
      foldText(phrase)
        .split(/[^\p{L}\p{M}\p{N}]+/u)
        .find(Boolean) ?? '';
    if (firstWords.size > 20_000) firstWords.clear();
    firstWords.set(phrase, first);
  }
  return first;
}

/** True when the phrase occurs in the text as whole words (case-insensitive, any script). */
export function hasPhrase(text: string, phrase: string): boolean {
  if (!phrase.trim()) return false;
  const first = firstWordOf(phrase);
  const folded = foldText(text);
  if (first && !folded.includes(first)) return false;
  return phrasePattern(phrase, 'iu').test(folded);
}

/** Whole-word containment on word lists, without regular expressions ('cotton kurti' has 'kurti'). */
export function hasWords(text: string, phrase: string): boolean {
  const p = wordsOf(phrase).join(' ');
  return p.length > 0 && ` ${wordsOf(text).join(' ')} `.includes(` ${p} `);
}
