/** The app's one way to show an instant: in India's time (Asia/Kolkata), whatever the browser's zone. */

const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});
const timeOnly = new Intl.DateTimeFormat('en-IN', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});
const dateOnly = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** '21 Nov 2026, 3:05 pm' in India's time; an unreadable date gives ''. */
export function formatDateTime(iso: string | null | undefined): string {
  const at = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(at) ? '' : dateTime.format(at);
}

/** '21 Nov 2026' in India's calendar; an unreadable date gives ''. */
export function formatDay(iso: string | null | undefined): string {
  const at = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(at) ? '' : dateOnly.format(at);
}

/** '3:05 pm' in India's time; an unreadable date gives ''. */
export function formatTime(iso: string | null | undefined): string {
  const at = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(at) ? '' : timeOnly.format(at);
}
