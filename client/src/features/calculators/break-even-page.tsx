import { Scale } from 'lucide-react';
import { calculateBreakEven, formatInr, formatPercent, type BreakEvenResult } from '@common/calculators';
import { CalculatorFrame } from './components/calculator-frame';
import { Notice } from './components/notice';
import { NumberField } from './components/number-field';
import { figure } from './components/parse';
import type { ResultRow } from './components/result-list';
import { ResultsCard } from './components/results-card';
import { useCalculator } from './components/use-calculator';

const initial = { productCost: '', shipping: '', fee: '' };

const compute = (v: typeof initial) =>
  calculateBreakEven({
    productCost: figure(v.productCost),
    shipping: figure(v.shipping),
    feePercent: figure(v.fee),
  });

const notPossible = 'Not possible: a fee of 100% or more takes the whole price.';

function rows(r: BreakEvenResult): ResultRow[] {
  const common: ResultRow[] = [
    { label: 'Total cost', value: formatInr(r.totalCost), detail: 'Product cost + shipping' },
    { label: 'Marketplace fee', value: formatPercent(r.feePercent) },
  ];
  if (!r.possible)
    return [{ label: 'Break-even price', value: 'Not possible', highlight: true, tone: 'bad' }, ...common];
  return [
    { label: 'Break-even price', value: formatInr(r.breakEvenPrice), highlight: true },
    ...common,
    { label: 'Fee at that price', value: formatInr(r.feeAmount) },
  ];
}

function resultTips(r: BreakEvenResult | null): string[] {
  if (!r) return [];
  if (!r.possible)
    return [
      'Check the fee percent: no marketplace takes the whole price, so a figure this high is likely a typo.',
    ];
  return [
    `Any price above ${formatInr(r.breakEvenPrice)} makes a profit; at exactly that price you make nothing.`,
    'For a target margin, add it to the fee percent: e.g. a 15% fee plus a 20% margin means dividing by 0.65.',
  ];
}

export default function BreakEvenPage() {
  const calc = useCalculator(initial, compute);
  const result = calc.result;
  return (
    <CalculatorFrame
      title="Break-Even Price"
      purpose="The lowest selling price that covers your cost, shipping and the marketplace's cut."
      icon={Scale}
      calculator={calc}
      fields={
        <>
          <NumberField label="Product cost (₹)" kind="money" required {...calc.bind('productCost')} />
          <NumberField label="Shipping cost (₹)" kind="money" {...calc.bind('shipping')} />
          <NumberField label="Marketplace fee (%)" kind="percent" {...calc.bind('fee')} />
        </>
      }
      results={
        <ResultsCard
          title="Break-Even Price"
          rows={result && rows(result)}
          summaryFooter={result && !result.possible ? [notPossible] : []}
        >
          {result && !result.possible && <Notice tone="warning">{notPossible}</Notice>}
        </ResultsCard>
      }
      tips={[
        ...resultTips(result),
        'Fees are taken from the selling price, which is why the price is divided, not added to.',
      ]}
    />
  );
}
