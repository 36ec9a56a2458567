import { Boxes } from 'lucide-react';
import {
  bulkTierMinimums,
  calculateBulkDiscount,
  formatInr,
  formatPercent,
  type BulkDiscountResult,
} from '@common/calculators';
import { CalculatorFrame } from './components/calculator-frame';
import { NumberField } from './components/number-field';
import { figure } from './components/parse';
import type { ResultRow } from './components/result-list';
import { ResultsCard } from './components/results-card';
import { useCalculator } from './components/use-calculator';

const initial = { basePrice: '', quantity: '', tier1: '', tier2: '', tier3: '' };

const compute = (v: typeof initial) =>
  calculateBulkDiscount({
    basePrice: figure(v.basePrice),
    quantity: figure(v.quantity),
    tier1Percent: figure(v.tier1),
    tier2Percent: figure(v.tier2),
    tier3Percent: figure(v.tier3),
  });

const minimums = [0, bulkTierMinimums.tier1, bulkTierMinimums.tier2, bulkTierMinimums.tier3] as const;

const tierName = (r: BulkDiscountResult) =>
  r.tier === 0
    ? `No tier (under ${bulkTierMinimums.tier1} units)`
    : `Tier ${r.tier} (${minimums[r.tier]}+ units)`;

function rows(r: BulkDiscountResult): ResultRow[] {
  return [
    { label: 'Order total', value: formatInr(r.totalAfterDiscount), highlight: true },
    {
      label: 'Buyer saves',
      value: formatInr(r.savings),
      highlight: true,
      tone: r.savings > 0 ? 'good' : undefined,
    },
    { label: 'Tier applied', value: tierName(r) },
    { label: 'Discount', value: formatPercent(r.discountPercent) },
    { label: 'Price per unit', value: formatInr(r.unitPrice) },
    { label: 'Total before discount', value: formatInr(r.totalBeforeDiscount) },
  ];
}

/** How many more units reach the next tier, from the quantity typed. */
function nextTierTip(r: BulkDiscountResult | null, quantity: number | undefined): string[] {
  if (!r || r.tier === 3 || quantity === undefined) return [];
  const next = minimums[r.tier + 1] ?? 0;
  return [`${Math.ceil(next - quantity)} more units reach tier ${r.tier + 1} (${next}+ units).`];
}

export default function BulkDiscountPage() {
  const calc = useCalculator(initial, compute);
  return (
    <CalculatorFrame
      title="Bulk Order Discount"
      purpose="What a bulk buyer pays when you give a bigger discount at 10, 20 and 50 units."
      icon={Boxes}
      calculator={calc}
      fields={
        <>
          <NumberField label="Price per unit (₹)" kind="money" required {...calc.bind('basePrice')} />
          <NumberField label="Quantity" kind="quantity" required {...calc.bind('quantity')} />
          <NumberField
            label={`Tier 1 discount, ${bulkTierMinimums.tier1}+ units (%)`}
            kind="percent"
            {...calc.bind('tier1')}
          />
          <NumberField
            label={`Tier 2 discount, ${bulkTierMinimums.tier2}+ units (%)`}
            kind="percent"
            {...calc.bind('tier2')}
          />
          <NumberField
            label={`Tier 3 discount, ${bulkTierMinimums.tier3}+ units (%)`}
            kind="percent"
            {...calc.bind('tier3')}
          />
        </>
      }
      results={<ResultsCard title="Bulk Order Discount" rows={calc.result && rows(calc.result)} />}
      tips={[
        ...nextTierTip(calc.result, figure(calc.values.quantity)),
        'Check each tier against your break-even price: the deepest discount must still cover cost and fees.',
        'Bulk orders often ship together, so part of the discount can come out of saved shipping.',
      ]}
    />
  );
}
