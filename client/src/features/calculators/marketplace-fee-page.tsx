import { BadgeIndianRupee } from 'lucide-react';
import { Link } from 'wouter';
import {
  calculateMarketplaceFee,
  formatInr,
  marketplaceFeePlaceholders,
  type MarketplaceFeeResult,
} from '@common/calculators';
import { CalculatorFrame } from './components/calculator-frame';
import { Notice } from './components/notice';
import { NumberField } from './components/number-field';
import { figure } from './components/parse';
import type { ResultRow } from './components/result-list';
import { ResultsCard } from './components/results-card';
import { useCalculator } from './components/use-calculator';

const initial = { salePrice: '', platformFee: '', gst: '' };

/** The optional inputs left empty when the seller pressed Calculate, by their labels. */
export function emptyInputs(v: typeof initial): string[] {
  return [...(v.platformFee.trim() ? [] : ['Platform fee']), ...(v.gst.trim() ? [] : ['GST'])];
}

const compute = (v: typeof initial) => {
  const result = calculateMarketplaceFee({
    salePrice: figure(v.salePrice),
    platformFeePercent: figure(v.platformFee),
    gstPercent: figure(v.gst),
  });
  return result && { ...result, emptyInputs: emptyInputs(v) };
};

function rows(r: MarketplaceFeeResult): ResultRow[] {
  return [
    {
      label: 'You receive',
      value: formatInr(r.payout),
      highlight: true,
      tone: r.payout < 0 ? 'bad' : 'good',
    },
    { label: 'Total deductions', value: formatInr(r.totalDeductions), highlight: true },
    { label: 'Platform fee', value: formatInr(r.platformFee), detail: 'Percent of the sale price' },
    { label: 'GST', value: formatInr(r.gst), detail: 'Percent of the sale price' },
  ];
}

export default function MarketplaceFeePage() {
  const calc = useCalculator(initial, compute);
  return (
    <CalculatorFrame
      title="Marketplace Fee"
      purpose="A quick check of the platform fee and GST taken from a sale, and what is left for you."
      icon={BadgeIndianRupee}
      calculator={calc}
      fields={
        <>
          <div className="sm:col-span-2">
            <NumberField label="Sale price (₹)" kind="money" required {...calc.bind('salePrice')} />
          </div>
          <NumberField
            label="Platform fee (%)"
            kind="percent"
            placeholder={String(marketplaceFeePlaceholders.platformFeePercent)}
            hint="Empty counts as 0."
            {...calc.bind('platformFee')}
          />
          <NumberField
            label="GST (%)"
            kind="percent"
            placeholder={String(marketplaceFeePlaceholders.gstPercent)}
            hint="Empty counts as 0."
            {...calc.bind('gst')}
          />
        </>
      }
      results={
        <ResultsCard title="Marketplace Fee" rows={calc.result && rows(calc.result)}>
          {calc.result && calc.result.emptyInputs.length > 0 && (
            <Notice tone="warning">
              {calc.result.emptyInputs.join(' and ')} {calc.result.emptyInputs.length > 1 ? 'were' : 'was'}{' '}
              empty and counted as 0%: the placeholders ({marketplaceFeePlaceholders.platformFeePercent}% and{' '}
              {marketplaceFeePlaceholders.gstPercent}%) are examples, not values. Fill them in for a real
              figure.
            </Notice>
          )}
          {calc.result && (
            <p className="text-sm text-slate-600" data-testid="true-payout-difference">
              True Payout gives another figure for the same sale: it takes GST on the fees, not the sale, and
              adds shipping, TCS and TDS.{' '}
              <Link href="/calculators/true-payout" className="font-medium text-brand-700 underline">
                Open True Payout
              </Link>
            </p>
          )}
        </ResultsCard>
      }
      tips={[
        'This quick check takes both percents of the whole sale price.',
        <>
          For an itemised Amazon.in, Flipkart or Meesho payout (GST on fees, TCS and TDS), use{' '}
          <Link href="/calculators/true-payout" className="font-medium text-brand-700 underline">
            True Payout
          </Link>
          .
        </>,
      ]}
    />
  );
}
