import { Wallet } from 'lucide-react';
import { formatInr, formatPercent, shownPayout, type TruePayoutResult } from '@common/calculators';
import { CalculatorFrame } from './components/calculator-frame';
import { Notice } from './components/notice';
import type { ResultRow } from './components/result-list';
import { ResultsCard } from './components/results-card';
import { useCalculator } from './components/use-calculator';
import { PayoutBreakdown } from './true-payout/payout-breakdown';
import { PayoutFields } from './true-payout/payout-fields';
import { asOfLabel, computePayout, payoutInitial } from './true-payout/payout-inputs';
import { PayoutSource } from './true-payout/payout-source';

function rows(r: TruePayoutResult): ResultRow[] {
  return [
    {
      label: 'Bank settlement',
      value: formatInr(r.bankSettlement),
      highlight: true,
      tone: r.bankSettlement < 0 ? 'bad' : 'good',
    },
    { label: 'Net after credits', value: formatInr(r.netPayoutAfterCredits), highlight: true },
    {
      label: 'Effective fee',
      value: formatPercent(r.effectiveFeePercent),
      detail: 'Fees, shipping and GST on them, of the order value',
    },
    { label: 'Total deductions', value: formatInr(r.totalDeductions) },
    {
      label: 'Recoverable credits',
      value: formatInr(r.taxCredits),
      detail: 'TCS and TDS held back, claimable later',
    },
  ];
}

/** Every line for the copied summary, with its label when it is not a published figure. */
function summaryFooter(r: TruePayoutResult): string[] {
  return [
    '',
    ...r.lines.map(
      (l) => `${l.label}: ${formatInr(l.amount)}${l.confidence === 'fact' ? '' : ` (${l.confidence})`}`,
    ),
    `Rates: ${r.source.name}, as of ${asOfLabel(r.asOf)}`,
  ];
}

function resultTips(r: TruePayoutResult | null): string[] {
  if (!r) return [];
  const tips: string[] = [];
  if (r.volumetricWeightKg > r.actualWeightKg)
    tips.push('Your box is billed on volumetric weight: a smaller box would lower the shipping fee.');
  if (r.zeroCommissionApplied)
    tips.push('Pricing just above the zero-commission point adds the full commission: compare both prices.');
  return tips;
}

export default function TruePayoutPage() {
  const calc = useCalculator(payoutInitial, computePayout);
  // Shown in whole paise, each total the sum of the lines above it.
  const result = calc.result && shownPayout(calc.result);
  return (
    <CalculatorFrame
      title="True Payout"
      purpose="What really reaches your bank from one order on Amazon.in, Flipkart or Meesho."
      icon={Wallet}
      calculator={calc}
      fields={<PayoutFields calc={calc} />}
      results={
        <ResultsCard
          title={result ? `True Payout, ${result.marketplaceName}` : 'True Payout'}
          rows={result && rows(result)}
          idleText="Enter the sale price and press Calculate."
          summaryFooter={result ? summaryFooter(result) : []}
        >
          {result && (
            <>
              {result.zeroCommissionApplied && (
                <Notice tone="good">
                  <strong className="font-semibold">Zero commission applied.</strong>{' '}
                  {result.lines.find((l) => l.key === 'commission')?.note}
                </Notice>
              )}
              <PayoutBreakdown result={result} />
              <PayoutSource result={result} />
            </>
          )}
        </ResultsCard>
      }
      tips={[
        ...resultTips(result),
        'TCS and TDS are yours: claim TCS in your GST cash ledger and TDS in your income-tax return.',
        'GST on fees is input credit for a GST-registered seller, which lowers the real cost of selling.',
      ]}
    />
  );
}
