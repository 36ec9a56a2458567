import { escapeRegExp } from '@common/text/scripts';
/**
 * Text matching exactly as the cases file's "about" defines it, written independently of the engine and
 * its guard: NFC, case-insensitive for Latin letters; a phrase that starts and ends with a letter or
 * digit matches as whole words, any other phrase as a substring.
 */
export const nfc = (s: string) => s.normalize('NFC');
const fold = (s: string) => nfc(s).replace(/[A-Z]/g, (c) => c.toLowerCase());
const wordChar = '[\\p{L}\\p{N}\\p{M}]';

export function containsPhrase(text: string, phrase: string): boolean {
  const t = fold(text);
  const p = fold(phrase);
  if (!p) return false;
  if (!/^[\p{L}\p{N}]/u.test(p) || !/[\p{L}\p{N}]$/u.test(p)) return t.includes(p);
  return new RegExp(`(?<!${wordChar})${escapeRegExp(p)}(?!${wordChar})`, 'u').test(t);
}

export const containsSubstring = (text: string, phrase: string) => fold(text).includes(fold(phrase));

/** List items may be strings or objects ({keyword}, {title}, {text}). */
export function itemText(item: unknown): string {
  if (typeof item === 'string') return item;
  if (item && typeof item === 'object') {
    const o = item as Record<string, unknown>;
    for (const key of ['keyword', 'title', 'text']) if (typeof o[key] === 'string') return o[key] as string;
  }
  return '';
}

export const listTexts = (value: unknown): string[] => (Array.isArray(value) ? value.map(itemText) : []);
export const stringOf = (value: unknown): string => (typeof value === 'string' ? value : '');

export const scriptRanges = {
  devanagari: /[\u0900-\u097F]/u,
  tamil: /[\u0B80-\u0BFF]/u,
  telugu: /[\u0C00-\u0C7F]/u,
  bengali: /[\u0980-\u09FF]/u,
} as const;

/** Every string inside a JSON value, for "appears in the answer's text". */
export function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}
