import type { UsageStatistic } from '@/features/history/api/history-api';
import { periodLabel } from '@/lib/format';
import { formatDateTime } from '@/lib/ist-time';
import { rowSuccessRate } from '../history-rules';
import { DayAndTime } from './day-and-time';
import { TableHead } from './table-head';

function RateBar({ row }: { row: UsageStatistic }) {
  const rate = rowSuccessRate(row);
  return (
    <div className="flex items-center gap-2">
      <div
        className="h-2 w-20 overflow-hidden rounded-full bg-slate-100"
        role="meter"
        aria-label={`${row.tool_name} success rate`}
        aria-valuenow={rate}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div
          className={
            rate >= 80 ? 'h-full bg-green-500' : rate >= 50 ? 'h-full bg-yellow-500' : 'h-full bg-red-500'
          }
          style={{ width: `${rate}%` }}
        />
      </div>
      <span className="text-sm font-medium text-slate-900">{rate}%</span>
    </div>
  );
}

function Plan({ row }: { row: UsageStatistic }) {
  const label = periodLabel(row.billing_period);
  // 'Free Trial' already says its period; 'Starter' gets 'Monthly' under it.
  const repeats = !label || (row.plan_name ?? '').toLowerCase().includes(label.toLowerCase());
  const period = repeats ? '' : label.charAt(0).toUpperCase() + label.slice(1);
  return (
    <div className="min-w-0">
      <p className="font-medium text-slate-900">{row.plan_name ?? 'No plan'}</p>
      {period && <p className="text-xs text-slate-500">{period}</p>}
    </div>
  );
}

const headers = [
  'Tool',
  'Plan',
  'Total Calls',
  'Successful',
  'Failed',
  'Success Rate',
  'First Used',
  'Last Used',
];
const keyOf = (row: UsageStatistic) => `${row.tool_id}-${row.plan_name}-${row.billing_period}`;

/** Per tool and plan: calls, successes, failures, a success-rate bar, first and last use. */
export function AnalyticsTable({ rows }: { rows: readonly UsageStatistic[] }) {
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm" data-testid="analytics-table">
          <TableHead headers={headers} />
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={keyOf(row)}>
                <td className="px-2.5 py-3 font-medium whitespace-nowrap text-slate-900">{row.tool_name}</td>
                <td className="px-2.5 py-3">
                  <Plan row={row} />
                </td>
                <td className="px-2.5 py-3 text-slate-700">{row.total_calls}</td>
                <td className="px-2.5 py-3 text-green-700">{row.successful_calls}</td>
                <td className="px-2.5 py-3 text-red-700">{row.failed_calls}</td>
                <td className="px-2.5 py-3">
                  <RateBar row={row} />
                </td>
                <td className="px-2.5 py-3 whitespace-nowrap text-slate-700">
                  <DayAndTime iso={row.first_used} />
                </td>
                <td className="px-2.5 py-3 whitespace-nowrap text-slate-700">
                  <DayAndTime iso={row.last_used} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="divide-y divide-slate-100 md:hidden" data-testid="analytics-cards">
        {rows.map((row) => (
          <li key={keyOf(row)} className="space-y-3 py-4 text-sm">
            <div className="flex items-start justify-between gap-3">
              <p className="text-base font-medium text-slate-900">{row.tool_name}</p>
              <RateBar row={row} />
            </div>
            <Plan row={row} />
            <dl className="grid grid-cols-3 gap-2 text-sm">
              {(
                [
                  ['Total', row.total_calls],
                  ['Successful', row.successful_calls],
                  ['Failed', row.failed_calls],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="rounded-lg bg-slate-50 p-2">
                  <dt className="text-xs text-slate-500">{label}</dt>
                  <dd className="font-semibold text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
            <p className="text-xs text-slate-500">
              First used {formatDateTime(row.first_used)}
              <br />
              Last used {formatDateTime(row.last_used)}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
