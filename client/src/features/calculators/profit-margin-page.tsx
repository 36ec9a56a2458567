import { Percent } from 'lucide-react';
import {
  calculateProfitMargin,
  formatInr,
  formatPercent,
  type MarginInsight,
  type ProfitMarginResult,
} from '@common/calculators';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { CalculatorFrame } from './components/calculator-frame';
import { NumberField } from './components/number-field';
import { figure } from './components/parse';
import type { ResultRow } from './components/result-list';
import { ResultsCard } from './components/results-card';
import { useCalculator } from './components/use-calculator';

const initial = { cost: '', sellingPrice: '', shipping: '', commission: '' };

const compute = (v: typeof initial) =>
  calculateProfitMargin({
    cost: figure(v.cost),
    sellingPrice: figure(v.sellingPrice),
    shipping: figure(v.shipping),
    commissionPercent: figure(v.commission),
  });

/** The three insight bands of the profit margin. */
const insights: Record<MarginInsight, { label: string; tone: BadgeTone; tip: string }> = {
  excellent: {
    label: 'Excellent margin',
    tone: 'green',
    tip: 'Excellent: over 20% margin leaves room for ads, launch offers and the odd return.',
  },
  good: {
    label: 'Good margin',
    tone: 'blue',
    tip: 'Good: over 10% works, but returns and ad spend can eat it quickly. Watch both.',
  },
  low: {
    label: 'Low margin',
    tone: 'orange',
    tip: 'Low: 10% or less. Raise the price, buy cheaper, or cut shipping before you scale this product.',
  },
};

function rows(r: ProfitMarginResult): ResultRow[] {
  return [
    { label: 'Profit', value: formatInr(r.profit), highlight: true, tone: r.profit < 0 ? 'bad' : 'good' },
    {
      label: 'Margin',
      value: formatPercent(r.margin),
      highlight: true,
      tone: r.profit < 0 ? 'bad' : undefined,
    },
    { label: 'Total cost', value: formatInr(r.totalCost), detail: 'Cost price + shipping' },
    { label: 'Commission', value: formatInr(r.commission), detail: 'On the selling price' },
  ];
}

export default function ProfitMarginPage() {
  const calc = useCalculator(initial, compute);
  const insight = calc.result && insights[calc.result.insight];
  return (
    <CalculatorFrame
      title="Profit Margin"
      purpose="What you keep from each sale after cost, shipping and marketplace commission."
      icon={Percent}
      calculator={calc}
      fields={
        <>
          <NumberField label="Cost price (₹)" kind="money" required {...calc.bind('cost')} />
          <NumberField label="Selling price (₹)" kind="money" required {...calc.bind('sellingPrice')} />
          <NumberField label="Shipping cost (₹)" kind="money" {...calc.bind('shipping')} />
          <NumberField label="Commission (%)" kind="percent" {...calc.bind('commission')} />
        </>
      }
      results={
        <ResultsCard
          title="Profit Margin"
          rows={calc.result && rows(calc.result)}
          summaryFooter={insight ? [insight.label] : []}
        >
          {insight && <Badge tone={insight.tone}>{insight.label}</Badge>}
        </ResultsCard>
      }
      tips={[
        ...(insight ? [insight.tip] : []),
        'Include packaging and payment fees in the cost price for a truer margin.',
        'Commission is a percent of the selling price, so it grows when you raise the price.',
      ]}
    />
  );
}
