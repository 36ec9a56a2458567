import * as Collapsible from '@radix-ui/react-collapsible';
import { ChevronDown } from 'lucide-react';
import { aiTools, fallbackTools, useTools } from '@/features/tools';
import { useUserPlan } from '../api/user-plan-api';
import { limitText, usageStatus, usageTotals, type ToolUsageRow } from '../usage-status';
import { UsageBar } from './usage-bar';

const calculatorRow = 'Business Calculator';

/** The menu's collapsible 'Usage This Month' panel; the calculator always shows ∞. */
export function UsageThisMonth() {
  const plan = useUserPlan();
  const tools = useTools(true);
  const rows: ToolUsageRow[] = aiTools(tools.data ?? fallbackTools).map((t) => ({
    id: t.id,
    name: t.name,
    usage: plan.data?.usage[String(t.id)] ?? { used: 0, limit: 0, is_unlimited: false },
  }));
  const total = usageTotals(rows);
  const expired = plan.data?.subscription?.is_expired ?? false;
  const status = usageStatus(total, expired);
  return (
    <Collapsible.Root
      defaultOpen
      className="mt-4 rounded-xl border border-slate-200 bg-slate-50"
      data-testid="usage-this-month"
    >
      <Collapsible.Trigger className="group flex w-full items-center justify-between rounded-xl px-3 py-2 text-xs font-semibold tracking-wide text-slate-500 uppercase hover:bg-slate-100">
        Usage This Month
        <ChevronDown
          className="h-4 w-4 transition-transform group-data-[state=closed]:-rotate-90"
          aria-hidden
        />
      </Collapsible.Trigger>
      <Collapsible.Content className="space-y-3 px-3 pb-3 text-sm">
        {plan.isPending ? (
          <p className="text-xs text-slate-500">Loading usage status...</p>
        ) : plan.isError ? (
          <p className="text-xs text-slate-500">Unable to load usage status</p>
        ) : (
          <>
            <div className="space-y-1.5">
              <div className="flex items-baseline justify-between">
                <span className="font-medium text-slate-700">AI searches</span>
                <span className="font-semibold text-slate-900" data-testid="usage-total">
                  {total.used} / {limitText(total)}
                </span>
              </div>
              <UsageBar
                usage={total}
                status={total.is_unlimited ? 'unlimited' : status}
                label="AI searches this month"
              />
            </div>
            <ul className="space-y-1 text-xs text-slate-600">
              {rows.map((r) => (
                <li key={r.id} className="flex justify-between gap-2">
                  <span className="truncate">{r.name}</span>
                  <span className="shrink-0 tabular-nums">
                    {r.usage.used} / {limitText(r.usage)}
                  </span>
                </li>
              ))}
              <li className="flex justify-between gap-2">
                <span className="truncate">{calculatorRow}</span>
                <span className="shrink-0" aria-label="unlimited">
                  ∞
                </span>
              </li>
            </ul>
          </>
        )}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
