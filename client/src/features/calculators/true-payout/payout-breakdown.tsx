import { formatInr, type PayoutLine, type TruePayoutResult } from '@common/calculators';
import { cn } from '@/lib/cn';
import { formatNumber } from '../components/parse';
import { ConfidenceLabel } from './confidence-label';

/** The working behind a line, e.g. '19% of ₹1,299.00'. */
export function lineDetail(line: PayoutLine, r: TruePayoutResult): string | undefined {
  const pct = line.percent === undefined ? '' : `${formatNumber(line.percent)}%`;
  switch (line.key) {
    case 'commission':
      return r.zeroCommissionApplied ? 'Zero-commission price point' : `${pct} of ${formatInr(r.orderValue)}`;
    case 'shipping':
      return `${formatNumber(r.chargeableWeightKg)} kg billed in ${r.weightSlabs} slab${r.weightSlabs === 1 ? '' : 's'}${r.weightPerKg > 0 ? ` and ${r.weightPerKg} kg` : ''} (actual ${formatNumber(r.actualWeightKg)} kg, volumetric ${formatNumber(r.volumetricWeightKg)} kg)`;
    case 'gst-on-fees':
      return `${pct} of ${formatInr(r.marketplaceFees)}`;
    case 'tcs':
      return `${pct} of ${formatInr(r.taxableValue)}, the value without GST`;
    default:
      return pct ? `${pct} of ${formatInr(r.orderValue)}` : undefined;
  }
}

function LineRow({ line, result }: { line: PayoutLine; result: TruePayoutResult }) {
  const detail = lineDetail(line, result);
  return (
    <tr>
      <th scope="row" className="py-2 pr-3 text-left font-normal text-slate-700">
        <span className="mr-1.5">{line.label}</span> <ConfidenceLabel confidence={line.confidence} />
        {detail && <span className="block text-xs text-slate-400">{detail}</span>}
      </th>
      <td className="py-2 text-right whitespace-nowrap text-slate-900 tabular-nums">
        {formatInr(-line.amount)}
      </td>
    </tr>
  );
}

function TotalRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <tr className={cn('border-t border-slate-200', strong && 'bg-slate-50')}>
      <th
        scope="row"
        className={cn(
          'py-2 pr-3 text-left',
          strong ? 'font-semibold text-slate-900' : 'font-medium text-slate-700',
        )}
      >
        {label}
      </th>
      <td
        className={cn(
          'py-2 text-right whitespace-nowrap tabular-nums',
          strong ? 'font-semibold text-slate-900' : 'font-medium',
        )}
      >
        {value}
      </td>
    </tr>
  );
}

/** The order value down to the bank settlement, line by line, then the credits added back. */
export function PayoutBreakdown({ result }: { result: TruePayoutResult }) {
  const fees = result.lines.filter((l) => l.kind === 'fee' || l.kind === 'shipping');
  const gst = result.lines.filter((l) => l.kind === 'gst');
  const credits = result.lines.filter((l) => l.kind === 'tax-credit');
  return (
    <table className="w-full text-sm">
      <caption className="pb-2 text-left text-sm font-semibold text-slate-900">Breakdown</caption>
      <tbody>
        <TotalRow label="Order value" value={formatInr(result.orderValue)} />
        {fees.map((line) => (
          <LineRow key={line.key} line={line} result={result} />
        ))}
        {gst.map((line) => (
          <LineRow key={line.key} line={line} result={result} />
        ))}
        <TotalRow label="Total deductions" value={formatInr(-result.totalDeductions)} />
        {credits.map((line) => (
          <LineRow key={line.key} line={line} result={result} />
        ))}
        <TotalRow label="Bank settlement" value={formatInr(result.bankSettlement)} strong />
        <TotalRow label="Recoverable credits (TCS + TDS)" value={`+${formatInr(result.taxCredits)}`} />
        <TotalRow label="Net after credits" value={formatInr(result.netPayoutAfterCredits)} strong />
      </tbody>
    </table>
  );
}
