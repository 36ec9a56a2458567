import type { Settlement } from '@common/contracts/settlements';
import { formatInr } from '@common/calculators/money';
import { Badge } from '@/components/ui/badge';
import { CopyButton } from '@/components/ui/copy-button';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthLabel = (m: string) =>
  /^\d{4}-\d{2}$/.test(m) ? `${months[Number(m.slice(5)) - 1]} ${m.slice(0, 4)}` : m;

/** Differences drawn on the screen, largest first; a phone stays quick, the CSV has every one. */
const shownFindings = 100;

function TotalsTable(props: {
  label: string;
  first: string;
  rows: { name: string; count: number; overcharged: number }[];
}) {
  return (
    <table className="w-full text-sm" aria-label={props.label}>
      <thead className="text-left text-slate-600">
        <tr>
          <th className="py-1 font-medium">{props.first}</th>
          <th className="py-1 text-right font-medium">Orders</th>
          <th className="py-1 text-right font-medium">Over-charged</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {props.rows.map((r) => (
          <tr key={r.name}>
            <td className="py-1 first-letter:uppercase">{r.name}</td>
            <td className="py-1 text-right tabular-nums">{r.count}</td>
            <td className="py-1 text-right tabular-nums">{formatInr(r.overcharged)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What the check found: the total over-charged, by cause and month, each difference with its dispute text. */
export function SettlementResult({ result }: { result: NonNullable<Settlement['result']> }) {
  return (
    <div className="space-y-4" data-testid="settlement-result">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <div className="rounded-xl bg-red-50 p-3">
          <p className="text-xs text-red-800">Over-charged</p>
          <p className="text-lg font-bold text-slate-900 tabular-nums">{formatInr(result.overcharged)}</p>
        </div>
        <div className="rounded-xl bg-slate-50 p-3">
          <p className="text-xs text-slate-600">Orders checked</p>
          <p className="text-lg font-bold text-slate-900">{result.orders}</p>
        </div>
        <div className="rounded-xl bg-slate-50 p-3">
          <p className="text-xs text-slate-600">Refunds</p>
          <p className="text-lg font-bold text-slate-900">{result.refunds}</p>
        </div>
        <div className="rounded-xl bg-slate-50 p-3">
          <p className="text-xs text-slate-600">Differences</p>
          <p className="text-lg font-bold text-slate-900">{result.findings.length}</p>
        </div>
      </div>
      {result.byCause.length > 0 && (
        <div className="grid gap-3 sm:grid-cols-2">
          <TotalsTable
            label="Over-charged by cause"
            first="Cause"
            rows={result.byCause.map((c) => ({ name: c.cause, count: c.count, overcharged: c.overcharged }))}
          />
          <TotalsTable
            label="Over-charged by month"
            first="Month"
            rows={result.byMonth.map((m) => ({
              name: monthLabel(m.month),
              count: m.count,
              overcharged: m.overcharged,
            }))}
          />
        </div>
      )}
      {result.findings.length === 0 ? (
        <p className="text-sm text-slate-700">
          Every figure Vikreta could recompute matches what was charged.
        </p>
      ) : (
        <ul className="space-y-3" aria-label="Differences">
          {result.findings.slice(0, shownFindings).map((f, i) => (
            <li
              key={`${f.orderId}-${f.what}-${i}`}
              className="rounded-xl border border-slate-200 p-3"
              data-testid="settlement-finding"
            >
              <details>
                <summary className="flex cursor-pointer flex-wrap items-center justify-between gap-2">
                  <span className="min-w-0">
                    <span className="block font-medium break-all text-slate-900">
                      {f.orderId} · {f.what}
                    </span>
                    <span className="text-sm text-slate-600">
                      Charged {formatInr(f.charged)}, rate card {formatInr(f.expected)}
                    </span>
                  </span>
                  <span className="flex items-center gap-2">
                    <Badge tone={f.difference > 0 ? 'red' : 'yellow'}>{f.cause}</Badge>
                    <span className="font-semibold text-slate-900 tabular-nums">
                      {f.difference > 0 ? '+' : ''}
                      {formatInr(f.difference)}
                    </span>
                  </span>
                </summary>
                <div className="mt-3 space-y-2">
                  <p className="text-sm text-slate-600">{f.basis}</p>
                  <div className="rounded-lg bg-slate-50 p-3">
                    <p className="text-xs font-medium text-slate-500">Dispute text for the support case</p>
                    <p className="mt-1 text-sm break-words text-slate-800" data-testid="dispute-text">
                      {f.dispute}
                    </p>
                  </div>
                  <CopyButton text={f.dispute} label="Copy dispute text" />
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
      {result.findings.length > shownFindings && (
        <p className="text-sm text-slate-600">
          The {shownFindings} largest of {result.findings.length} differences are shown: the disputes CSV
          holds them all.
        </p>
      )}
      {result.unchecked.length > 0 && (
        <details className="text-sm text-slate-600">
          <summary className="cursor-pointer">{result.unchecked.length} figures not checked, and why</summary>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {[...new Map(result.unchecked.map((u) => [`${u.what}|${u.why}`, u])).values()].map((u) => (
              <li key={`${u.what}|${u.why}`}>
                {u.what}: {u.why} (
                {result.unchecked.filter((x) => x.what === u.what && x.why === u.why).length} orders)
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
