import { CalendarClock, Search, Wrench, type LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

export interface Stat {
  label: string;
  value: string;
  hint?: string;
  icon: LucideIcon;
}

export interface DashboardFigures {
  activeTools: number | null;
  /** Of those, the tools with calls left (null while unknown). */
  toolsLeft: number | null;
  searches: number | null;
  /** When the paid plan ends (plans never renew on their own); the card is hidden when null. */
  planEnds: string | null;
  onTrial: boolean;
}

/** 'Active Tools': how many AI tools still have calls, out of those switched on. */
function activeToolsStat(activeTools: number | null, toolsLeft: number | null): Stat {
  if (activeTools === null)
    return { label: 'Active Tools', value: '–', hint: 'AI tools you can use', icon: Wrench };
  const left = toolsLeft ?? activeTools;
  return {
    label: 'Active Tools',
    value: left === activeTools ? String(activeTools) : `${left} of ${activeTools}`,
    hint:
      left === 0
        ? 'No calls left: see the plans'
        : left < activeTools
          ? 'AI tools with calls left'
          : 'AI tools you can use',
    icon: Wrench,
  };
}

export function dashboardStats({
  activeTools,
  toolsLeft,
  searches,
  planEnds,
  onTrial,
}: DashboardFigures): Stat[] {
  const stats: Stat[] = [
    activeToolsStat(activeTools, toolsLeft),
    {
      label: 'Searches This Month',
      value: searches === null ? '–' : String(searches),
      hint: onTrial ? 'Counted over your free trial' : 'Across all AI tools',
      icon: Search,
    },
  ];
  if (planEnds)
    stats.push({
      label: 'Plan Ends On',
      value: planEnds,
      hint: 'Renew on Pricing to keep it',
      icon: CalendarClock,
    });
  return stats;
}

export function StatCards({ stats }: { stats: Stat[] }) {
  return (
    <div className={cn('grid grid-cols-1 gap-4 sm:grid-cols-2', stats.length > 2 && 'lg:grid-cols-3')}>
      {stats.map(({ label, value, hint, icon: Icon }) => (
        <Card key={label} className="flex items-center gap-4 p-5" data-testid="stat-card">
          <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
            <Icon className="h-5 w-5" aria-hidden />
          </span>
          <div className="min-w-0">
            <p className="text-sm text-slate-600">{label}</p>
            <p className="truncate text-2xl font-bold text-slate-900">{value}</p>
            {hint && <p className="truncate text-xs text-slate-500">{hint}</p>}
          </div>
        </Card>
      ))}
    </div>
  );
}
