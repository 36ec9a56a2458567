import { byteLength } from '@common/text/byte-length';
import type { FieldStats } from '@common/contracts/listing-check';

/** Characters as a person counts them (code points) and UTF-8 bytes (what backend search terms are limited by). */
export function measure(text: string): { characters: number; bytes: number } {
  return { characters: [...text].length, bytes: byteLength(text) };
}

/** '182 / 200 characters · 540 bytes', with whether the platform's limit is passed. */
export function counterText(text: string, limit?: FieldStats['limit']): { text: string; over: boolean } {
  const { characters, bytes } = measure(text);
  if (!limit) return { text: `${characters} characters · ${bytes} bytes`, over: false };
  const used = limit.unit === 'bytes' ? bytes : characters;
  const other = limit.unit === 'bytes' ? `${characters} characters` : `${bytes} bytes`;
  return { text: `${used} / ${limit.max} ${limit.unit} · ${other}`, over: used > limit.max };
}
