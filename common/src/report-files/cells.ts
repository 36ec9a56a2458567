import { withoutUnstorableText } from '../contracts/storable-text';
import { addDays } from '../time/india-calendar';

/**
 * Reading the cells of a seller's report as the marketplaces' consoles export them: headers with trailing
 * spaces, BOMs and `="…"` wrappers; money with a currency sign and Indian or Western digit grouping; rates with
 * a percent sign; dates written several ways. Nothing is read by position.
 */

/** A cell as text: `="123"` (how some exports keep ids from Excel) → `123`, quotes and spaces trimmed. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return isoDate(value);
  // Text the database cannot store (NUL, lone surrogates) is dropped from every cell on the way in.
  const text = withoutUnstorableText(String(value))
    .replace(/^\uFEFF/, '')
    .trim();
  const wrapped = /^="(.*)"$/s.exec(text);
  return (wrapped ? wrapped[1]! : text).trim();
}

/**
 * A header as matched: its name before any line break (Flipkart writes a formula after it), lower case, one space
 * between words, no BOM, wrapper or trailing space.
 */
export function headerKey(value: unknown): string {
  const name = cellText(value).split(/[\r\n]/)[0]!;
  return name.replace(/^"|"$/g, '').replace(/\s+/g, ' ').trim().toLowerCase();
}

const blank = new Set(['', '-', '—', '–', 'n/a', 'na', '--']);
const currency = /^(?:₹|rs\.?|inr|\$|£|€|usd|eur|gbp)\s*/i;

/**
 * A number from a cell: '₹1,23,456.50', '"$1,234.50"', 'Rs. 500', '2.57%', '1,204', '(12.50)' → -12.5.
 * Blank and dash cells are 0 (exports leave a metric empty when it is none). Returns null for text that is not
 * a number.
 */
export function cellNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && Math.abs(value) < 1e12 ? value : null;
  let text = cellText(value).toLowerCase();
  if (blank.has(text)) return 0;
  let sign = 1;
  if (/^\(.*\)$/.test(text)) {
    sign = -1;
    text = text.slice(1, -1).trim();
  }
  if (text.startsWith('-')) {
    sign = -sign;
    text = text.slice(1).trim();
  }
  text = text
    .replace(currency, '')
    .replace(/\s*(?:₹|inr|rs\.?)$/i, '')
    .replace(/%$/, '')
    .trim();
  // Digit groups of two or three (Indian 1,23,456 or Western 123,456), then an optional decimal part.
  if (!/^\d{1,3}(?:,\d{2,3})*(?:\.\d+)?$|^\d+(?:\.\d+)?$|^\.\d+$/.test(text)) return null;
  const n = sign * Number(text.replace(/,/g, ''));
  // Nothing in a seller's report is a trillion: a larger figure is a broken cell, not an amount to store.
  return Math.abs(n) < 1e12 ? n : null;
}

/** A whole count: a number cell that is a whole number at least 0. */
export function cellCount(value: unknown): number | null {
  const n = cellNumber(value);
  return n !== null && n >= 0 && Number.isInteger(n) ? n : null;
}

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function validDate(y: number, m: number, d: number): string | null {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 2000 || y > 2100 || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return isoDate(date);
}

/**
 * A date from a cell, as YYYY-MM-DD: '2026-09-01', 'Sep 01, 2026', '1 Sep 2026', '09/01/2026' (month first, as
 * Amazon's reports write it; `dayFirst` reads 01/09/2026 as 1 September), an Excel serial day number.
 */
export function cellDate(value: unknown, dayFirst = false): string | null {
  if (typeof value !== 'string') return readDate(value, dayFirst);
  // A report repeats its few dates on every row: each text is read once.
  const key = `${dayFirst ? 'd' : 'm'}${value}`;
  let date = dateCache.get(key);
  if (date === undefined) {
    date = readDate(value, dayFirst);
    if (dateCache.size > 5000) dateCache.clear();
    dateCache.set(key, date);
  }
  return date;
}

const dateCache = new Map<string, string | null>();

function readDate(value: unknown, dayFirst: boolean): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : isoDate(value);
  if (typeof value === 'number' && value > 30000 && value < 80000)
    return isoDate(addDays(new Date(Date.UTC(1899, 11, 30)), value));
  const text = cellText(value).toLowerCase();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(text);
  if (m) return validDate(+m[1]!, +m[2]!, +m[3]!);
  m = /^([a-z]{3})[a-z]*\.? (\d{1,2}),? (\d{4})/.exec(text);
  if (m && months.includes(m[1]!)) return validDate(+m[3]!, months.indexOf(m[1]!) + 1, +m[2]!);
  m = /^(\d{1,2}) ([a-z]{3})[a-z]*,? (\d{4})/.exec(text);
  if (m && months.includes(m[2]!)) return validDate(+m[3]!, months.indexOf(m[2]!) + 1, +m[1]!);
  m = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})/.exec(text);
  if (m) return dayFirst ? validDate(+m[3]!, +m[2]!, +m[1]!) : validDate(+m[3]!, +m[1]!, +m[2]!);
  return null;
}

/** Every YYYY-MM-DD date written in a line (a report's title or period line). */
export function datesIn(line: string): string[] {
  return [...line.matchAll(/\b(\d{4})-(\d{2})-(\d{2})\b/g)]
    .map((m) => validDate(+m[1]!, +m[2]!, +m[3]!))
    .filter((d): d is string => d !== null);
}
