import { marketplaceTaxes, type TruePayoutResult } from '@common/calculators';
import { confidenceMeaning } from './confidence-label';
import { asOfLabel } from './payout-inputs';

const linkClass = 'font-medium text-brand-700 underline break-words';

/** Where the figures come from and how old they are, what the labels mean, and the card's assumptions. */
export function PayoutSource({ result }: { result: TruePayoutResult }) {
  const taxes = [marketplaceTaxes.tcsPercent, marketplaceTaxes.tdsPercent, marketplaceTaxes.gstOnFeesPercent];
  const notes = result.lines.filter((line) => line.note);
  return (
    <div className="space-y-3 border-t border-slate-100 pt-4 text-sm text-slate-600">
      <p>
        {result.marketplaceName} rates from{' '}
        <a href={result.source.url} target="_blank" rel="noreferrer" className={linkClass}>
          {result.source.name}
        </a>
        , as of <strong className="font-medium text-slate-800">{asOfLabel(result.asOf)}</strong>. Tax rates as
        of {asOfLabel(marketplaceTaxes.asOf)}.
      </p>
      <ul className="space-y-1 text-xs">
        <li>{confidenceMeaning.estimate}</li>
        <li>{confidenceMeaning.reported}</li>
        <li>
          Unlabelled lines are published by the marketplace or the government. Check your seller dashboard
          before pricing.
        </li>
      </ul>
      <details className="rounded-lg border border-slate-200 px-3 py-2">
        <summary className="cursor-pointer py-1 font-medium text-slate-800">Assumptions and notes</summary>
        <ul className="mt-2 list-disc space-y-1.5 pl-5 text-xs">
          {result.assumptions.map((text) => (
            <li key={text}>{text}</li>
          ))}
          {notes.map((line) => (
            <li key={line.key}>
              <span className="font-medium text-slate-700">{line.label}:</span> {line.note}
            </li>
          ))}
          {taxes.map((tax) => (
            <li key={tax.source.url}>
              <a href={tax.source.url} target="_blank" rel="noreferrer" className={linkClass}>
                {tax.source.name}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
