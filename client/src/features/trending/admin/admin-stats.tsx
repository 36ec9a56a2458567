import { Activity, Flame, Package, TrendingUp } from 'lucide-react';
import type { adminStats } from './admin-trending-rules';

type Stats = ReturnType<typeof adminStats>;

/** The four stat cards of the admin's trending list. */
export function AdminStats({ stats }: { stats: Stats }) {
  const cards = [
    { title: 'Total Products', value: stats.total, note: '+5 this month', icon: Package },
    {
      title: 'Active Products',
      value: stats.active,
      note: `${stats.activePercent}% of total`,
      icon: Activity,
    },
    { title: 'Growing Trends', value: stats.growing, note: 'Market trend growing', icon: TrendingUp },
    { title: 'High Demand', value: stats.highDemand, note: 'Demand score 80+', icon: Flame },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map(({ title, value, note, icon: Icon }) => (
        <li key={title} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex items-center justify-between text-sm text-slate-600">
            {title}
            <Icon className="h-4 w-4 text-brand-600" aria-hidden />
          </div>
          <p className="mt-2 text-2xl font-bold text-slate-900" data-testid={`stat-${title}`}>
            {value}
          </p>
          <p className="text-xs text-slate-500">{note}</p>
        </li>
      ))}
    </ul>
  );
}
