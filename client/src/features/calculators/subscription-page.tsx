import { Repeat } from 'lucide-react';
import {
  calculateSubscription,
  formatInr,
  ordersPerYear,
  subscriptionFrequencies,
  type SubscriptionFrequency,
  type SubscriptionResult,
} from '@common/calculators';
import { CalculatorFrame } from './components/calculator-frame';
import { NumberField } from './components/number-field';
import { figure } from './components/parse';
import type { ResultRow } from './components/result-list';
import { ResultsCard } from './components/results-card';
import { SelectField } from '@/components/ui/select-field';
import { useCalculator } from './components/use-calculator';

const frequencyNames: Record<SubscriptionFrequency, string> = {
  weekly: 'Weekly',
  biweekly: 'Every 2 weeks',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
};
const frequencyOptions = subscriptionFrequencies.map((f) => ({
  value: f,
  label: `${frequencyNames[f]} (${ordersPerYear[f]} orders a year)`,
}));

const initial = { productPrice: '', discount: '', frequency: 'monthly' };

const compute = (v: typeof initial) =>
  calculateSubscription({
    productPrice: figure(v.productPrice),
    discountPercent: figure(v.discount),
    frequency: v.frequency,
  });

function rows(r: SubscriptionResult): ResultRow[] {
  return [
    { label: 'Yearly savings', value: formatInr(r.yearlySavings), highlight: true, tone: 'good' },
    { label: 'Subscriber price', value: formatInr(r.discountedPrice), highlight: true },
    { label: 'Orders a year', value: String(r.ordersPerYear), detail: frequencyNames[r.frequency] },
    { label: 'Savings per order', value: formatInr(r.savingsPerOrder) },
    { label: 'Yearly cost without subscription', value: formatInr(r.yearlyCostWithout) },
    { label: 'Yearly cost with subscription', value: formatInr(r.yearlyCostWith) },
  ];
}

export default function SubscriptionPage() {
  const calc = useCalculator(initial, compute);
  const result = calc.result;
  return (
    <CalculatorFrame
      title="Subscription Savings"
      purpose="What a subscribe-and-save discount saves your buyer over a year, and what it costs you."
      icon={Repeat}
      calculator={calc}
      fields={
        <>
          <NumberField label="Product price (₹)" kind="money" required {...calc.bind('productPrice')} />
          <NumberField label="Subscriber discount (%)" kind="percent" required {...calc.bind('discount')} />
          <div className="sm:col-span-2">
            <SelectField label="Delivery frequency" options={frequencyOptions} {...calc.bind('frequency')} />
          </div>
        </>
      }
      results={<ResultsCard title="Subscription Savings" rows={result && rows(result)} />}
      tips={[
        ...(result
          ? [
              `Show buyers "Save ${formatInr(result.yearlySavings)} a year": a yearly figure sells better than a per-order discount.`,
            ]
          : []),
        'The buyer saves what you give up: make sure the subscriber price still clears your break-even price.',
        'Repeat orders cost less to win than new buyers, which is what pays for the discount.',
      ]}
    />
  );
}
