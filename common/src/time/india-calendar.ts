/**
 * Days and the Indian calendar, for the server and the screens alike. Asia/Kolkata is UTC+05:30 all year (no
 * daylight saving), so calendar math is a fixed offset.
 */
const istOffsetMs = (5 * 60 + 30) * 60_000;

/** A day in milliseconds (every Indian day is 24 hours long). */
export const dayMs = 86_400_000;

/** The instant `days` whole days after `date` (before it when negative). */
export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * dayMs);

/** Whole days from `now` until `end`, a part-day counting as one (a plan ending in 3 h has 1 day left). */
export const daysUntil = (end: Date, now: Date) => Math.ceil((end.getTime() - now.getTime()) / dayMs);

/** A calendar day moved by whole days ('2026-11-30' + 1 → '2026-12-01'). */
export const shiftDay = (day: string, by: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + by * dayMs).toISOString().slice(0, 10);

/** Whole days from one calendar day to another ('2026-11-01' → '2026-11-03': 2). */
export const daysFrom = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);

const shifted = (date: Date) => new Date(date.getTime() + istOffsetMs);

/** The Indian calendar day of an instant: '2026-11-21'. */
export const istDay = (date: Date) => shifted(date).toISOString().slice(0, 10);

/** The Indian calendar month of an instant: '2026-11'. */
export const istMonth = (date: Date) => shifted(date).toISOString().slice(0, 7);

/** The instant an Indian calendar day starts ('2026-11-21' → 2026-11-20T18:30:00Z). */
export const istDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) - istOffsetMs);

/** The instant the next Indian calendar day starts. */
export const istNextDayStart = (day: string) => addDays(istDayStart(day), 1);

/** The instant the Indian month of `date` starts. */
export const istMonthStart = (date: Date) => istDayStart(`${istMonth(date)}-01`);

/**
 * The same Indian wall-clock time `months` calendar months later; a day the target month lacks becomes its
 * last day (31 January + 1 month = 28 or 29 February).
 */
export function istAddMonths(date: Date, months: number): Date {
  const local = shifted(date);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  local.setUTCFullYear(year, month, Math.min(local.getUTCDate(), lastDay));
  return new Date(local.getTime() - istOffsetMs);
}
