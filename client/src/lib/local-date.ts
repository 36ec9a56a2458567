/**
 * Dates typed the way the browser's locale writes them: en-IN 'dd/mm/yyyy', en-US 'mm/dd/yyyy',
 * de 'dd.mm.yyyy', ja 'yyyy/mm/dd'. The filters themselves keep ISO days ('2026-11-05').
 */
type Part = 'day' | 'month' | 'year';
export interface DatePattern {
  order: Part[];
  separator: string;
  /** 'dd/mm/yyyy' */
  placeholder: string;
}

const letters: Record<Part, string> = { day: 'dd', month: 'mm', year: 'yyyy' };
const isPart = (type: string): type is Part => type === 'day' || type === 'month' || type === 'year';

export function datePattern(locale?: string): DatePattern {
  const parts = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(new Date(Date.UTC(2026, 10, 25)));
  const order = parts.map((p) => p.type).filter(isPart);
  const separator = parts.find((p) => p.type === 'literal')?.value.trim() || '/';
  return { order, separator, placeholder: order.map((p) => letters[p]).join(separator) };
}

/** '2026-11-05' when y, m and d make a real day, else null. */
function isoDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1000 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** The ISO day of what was typed in the locale's order (or as ISO 'yyyy-mm-dd'), or null if it is no date. */
export function parseLocalDate(text: string, pattern: DatePattern): string | null {
  const iso = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$/.exec(text);
  if (iso) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numbers = text.trim().split(/\D+/).filter(Boolean);
  if (numbers.length !== 3) return null;
  const value = (part: Part) => numbers[pattern.order.indexOf(part)]!;
  if (value('year').length !== 4) return null;
  return isoDay(Number(value('year')), Number(value('month')), Number(value('day')));
}

/** '2026-11-05' → '05/11/2026' for en-IN. */
export function formatLocalDate(iso: string, pattern: DatePattern): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return '';
  const parts: Record<Part, string> = { year: match[1]!, month: match[2]!, day: match[3]! };
  return pattern.order.map((p) => parts[p]).join(pattern.separator);
}
