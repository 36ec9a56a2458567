import { Activity, CheckCircle2, Percent, XCircle, type LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import type { UsageTotals } from '../history-rules';

const cards: ReadonlyArray<{
  label: string;
  icon: LucideIcon;
  tone: string;
  value: (t: UsageTotals) => string;
}> = [
  {
    label: 'Total API Calls',
    icon: Activity,
    tone: 'bg-brand-50 text-brand-700',
    value: (t) => `${t.total}`,
  },
  {
    label: 'Successful Calls',
    icon: CheckCircle2,
    tone: 'bg-green-50 text-green-700',
    value: (t) => `${t.successful}`,
  },
  { label: 'Failed Calls', icon: XCircle, tone: 'bg-red-50 text-red-700', value: (t) => `${t.failed}` },
  // Calls the plan refused are neither: said under the cards, left out of the rate.
  { label: 'Success Rate', icon: Percent, tone: 'bg-blue-50 text-blue-700', value: (t) => `${t.rate}%` },
];

/** The four summary cards of the Usage Analytics tab. */
export function AnalyticsCards({ totals }: { totals: UsageTotals }) {
  const refused = totals.refused === 1 ? '1 call was' : `${totals.refused} calls were`;
  return (
    <div className="space-y-2">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map(({ label, icon: Icon, tone, value }) => (
          <Card key={label} className="flex items-center gap-3 p-4" data-testid="analytics-card">
            <span
              className={`hidden h-10 w-10 shrink-0 items-center justify-center rounded-xl sm:flex ${tone}`}
            >
              <Icon className="h-5 w-5" aria-hidden />
            </span>
            <div className="min-w-0">
              <p className="text-xs text-slate-600 sm:text-sm">{label}</p>
              <p className="text-2xl font-bold text-slate-900">{value(totals)}</p>
            </div>
          </Card>
        ))}
      </div>
      {totals.refused > 0 && (
        <p className="text-sm text-slate-600" data-testid="refused-calls">
          {refused} refused by your plan (limit reached or plan expired): neither successes nor failures.
        </p>
      )}
    </div>
  );
}
