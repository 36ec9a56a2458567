/** Dates on the dashboard: calendar dates in India, and 'x minutes ago' for activity. */

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** '21 Nov 2026'; an unreadable date gives ''. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = Date.parse(iso);
  return Number.isNaN(at) ? '' : dateFormat.format(at);
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const steps: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Infinity],
];

/** 'just now', '5 minutes ago', 'yesterday', '3 weeks ago' for a past moment. */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  let value = (at - now) / 1000;
  if (Math.abs(value) < 45) return 'just now';
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size) return relative.format(Math.round(value), unit);
    value /= size;
  }
  return '';
}

const indiaDay = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** The first day of this month in India, 'YYYY-MM-01': where 'this month' starts for the seller's counts. */
export function indiaMonthStart(now: number = Date.now()): string {
  return `${indiaDay.format(now).slice(0, 7)}-01`;
}

/** Answered calls this India month, whatever plan they were made on: the successes of the month's statistics. */
export const answeredCalls = (statistics: ReadonlyArray<{ successful_calls: number }>) =>
  statistics.reduce((sum, s) => sum + s.successful_calls, 0);
