const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-09-01', '2026-09-30' → '1–30 Sep 2026'; across months '25 Aug – 30 Sep 2026'; across years in full. */
export function dateRangeLabel(from: string | null, to: string | null): string {
  const parts = (d: string) => {
    const [y, m, day] = d.split('-').map(Number);
    return { y: y!, m: monthNames[m! - 1]!, d: day! };
  };
  if (!from && !to) return '';
  const a = parts(from ?? to!);
  const b = parts(to ?? from!);
  if (from === to || !from || !to) return `${b.d} ${b.m} ${b.y}`;
  if (a.y === b.y && a.m === b.m) return `${a.d}–${b.d} ${b.m} ${b.y}`;
  if (a.y === b.y) return `${a.d} ${a.m} – ${b.d} ${b.m} ${b.y}`;
  return `${a.d} ${a.m} ${a.y} – ${b.d} ${b.m} ${b.y}`;
}

/** Where a measured figure comes from: 'your Sponsored Products report, 1–30 Sep 2026'. */
export function measuredSource(sources: readonly string[], from: string | null, to: string | null): string {
  const what = sources.length > 0 ? sources.join(' and ') : 'your reports';
  const when = dateRangeLabel(from, to);
  return when ? `${what}, ${when}` : what;
}
