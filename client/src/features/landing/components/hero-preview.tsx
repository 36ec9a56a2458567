import { CheckCircle2, Search, TrendingUp } from 'lucide-react';

/** An illustration of a keyword research result, labelled as an example. Decorative, not live data. */
const rows = [
  { keyword: 'cotton kurti for women', volume: 92, competition: 'High' },
  { keyword: 'a line kurti with pockets', volume: 64, competition: 'Medium' },
  { keyword: 'kurti set with dupatta', volume: 71, competition: 'Medium' },
  { keyword: 'rayon kurti under 500', volume: 48, competition: 'Low' },
] as const;
const tone = {
  High: 'bg-red-50 text-red-700',
  Medium: 'bg-yellow-50 text-yellow-800',
  Low: 'bg-green-50 text-green-700',
} as const;

export function HeroPreview() {
  return (
    <figure
      className="relative mx-auto w-full max-w-md lg:max-w-none"
      aria-label="Example of a keyword research result"
    >
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xl shadow-brand-900/10 sm:p-5">
        <div className="flex items-center justify-between gap-3">
          <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
            <span className="flex h-7 w-7 items-center justify-center rounded-lg bg-brand-600 text-white">
              <Search className="h-4 w-4" aria-hidden />
            </span>
            Keyword Research
          </p>
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
            Example
          </span>
        </div>
        <div className="mt-4 flex items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">
          <span className="truncate">kurti for women</span>
          <span className="ml-auto shrink-0 rounded-md bg-white px-2 py-0.5 text-xs font-medium text-slate-600 shadow-sm">
            Myntra
          </span>
        </div>
        <ul className="mt-4 space-y-3">
          {rows.map((r) => (
            <li key={r.keyword} className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1.5">
              <span className="truncate text-sm font-medium text-slate-800">{r.keyword}</span>
              <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${tone[r.competition]}`}>
                {r.competition}
              </span>
              <span className="col-span-2 h-1.5 overflow-hidden rounded-full bg-slate-100">
                <span className="block h-full rounded-full bg-brand-500" style={{ width: `${r.volume}%` }} />
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-4 flex items-center gap-1.5 text-xs text-slate-500">
          <TrendingUp className="h-3.5 w-3.5 text-brand-600" aria-hidden />
          Search interest and competition are estimates.
        </p>
      </div>
      <figcaption className="absolute -bottom-5 left-4 flex items-center gap-2 rounded-xl border border-slate-200 bg-white px-3 py-2 text-xs font-medium text-slate-700 shadow-lg sm:-left-6">
        <CheckCircle2 className="h-4 w-4 text-green-600" aria-hidden />
        Title fits Myntra’s rules
      </figcaption>
    </figure>
  );
}
