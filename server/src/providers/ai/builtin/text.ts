/** Small, deterministic text helpers of the built-in engine. No clock, no Math.random. */

/**
 * Lower-cases, keeps letters with their combining marks (Indic vowel signs, virama, nukta), digits,
 * spaces, hyphens, '&' and '.', and collapses whitespace.
 */
export function normalizeText(value: string): string {
  return value
    .normalize('NFC')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^\p{L}\p{M}\p{N}\s&.-]+/gu, ' ')
    .replace(/(^|\s)[.-]+|[.-]+(?=\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function words(value: string): string[] {
  const text = normalizeText(value);
  return text ? text.split(' ') : [];
}

/** True when `phrase` occurs in `text` as whole words. */
export function containsPhrase(text: string, phrase: string): boolean {
  const t = ` ${words(text).join(' ')} `;
  const p = words(phrase).join(' ');
  return p.length > 0 && t.includes(` ${p} `);
}

/** Keeps the first of each case-insensitive duplicate, dropping blanks. */
export function uniqueCaseInsensitive(values: Iterable<string>, exclude: Iterable<string> = []): string[] {
  const seen = new Set<string>();
  for (const e of exclude) seen.add(e.trim().toLowerCase());
  const out: string[] = [];
  for (const v of values) {
    const key = v.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(v.trim());
  }
  return out;
}

/** 32-bit FNV-1a hash of a string. */
export function hashString(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a tiny seeded generator, so any variation is a pure function of the input. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function seededShuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}

/** Letters said one by one ('CCTV camera', 'BP monitor'): upper case where a sentence starts with them. */
const initialisms = new Set(
  'ac bp cctv diy gps hdmi ipl lcd led otg pu pvc rc ro ssd tv tws uv ups usb'.split(' '),
);

/** A product noun at the start of a sentence: 'CCTV camera', 'Water bottle'. */
export function nounAtStart(noun: string): string {
  const [first = '', ...rest] = noun.split(' ');
  return initialisms.has(first.toLowerCase()) ? [first.toUpperCase(), ...rest].join(' ') : capitalize(noun);
}

export function capitalize(value: string): string {
  return value ? (value[0] ?? '').toUpperCase() + value.slice(1) : value;
}

export { byteLength } from '@common/text/byte-length';

/** Indian-style rupee amount: ₹1,499 / ₹1,20,000. */
export function formatRupees(amount: number): string {
  return `₹${Math.round(amount).toLocaleString('en-IN')}`;
}

/** Round-number volume label: 500, 1K, 50K, 1M. */
export function formatCount(n: number): string {
  if (n >= 1_000_000) return `${n / 1_000_000}M`;
  if (n >= 1000) return `${n / 1000}K`;
  return String(n);
}
