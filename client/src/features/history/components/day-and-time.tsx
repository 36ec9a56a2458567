import { formatDateTime, formatDay, formatTime } from '@/lib/ist-time';

/** A moment in a table cell: the date, with the time (India) on a second, smaller line. */
export function DayAndTime({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {formatDay(iso)}
      <span className="block text-xs text-slate-500">{formatTime(iso)}</span>
    </time>
  );
}
