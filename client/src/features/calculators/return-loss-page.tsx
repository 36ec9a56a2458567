import { PackageX } from 'lucide-react';
import {
  calculateReturnLoss,
  formatInr,
  returnLossPeriods,
  type ReturnLossPeriod,
  type ReturnLossResult,
} from '@common/calculators';
import { CalculatorFrame } from './components/calculator-frame';
import { NumberField } from './components/number-field';
import { figure, pick } from './components/parse';
import type { ResultRow } from './components/result-list';
import { ResultsCard } from './components/results-card';
import { SelectField } from '@/components/ui/select-field';
import { useCalculator } from './components/use-calculator';

const periodNames: Record<ReturnLossPeriod, string> = { monthly: 'Monthly', yearly: 'Yearly' };
const periodOptions = returnLossPeriods.map((period) => ({ value: period, label: periodNames[period] }));

const initial = { orderValue: '', returnRate: '', period: 'monthly' };

const compute = (v: typeof initial) =>
  calculateReturnLoss({
    orderValue: figure(v.orderValue),
    returnRate: figure(v.returnRate),
    period: pick(returnLossPeriods, v.period, 'monthly'),
  });

function rows(r: ReturnLossResult): ResultRow[] {
  const month: ResultRow = {
    label: 'Loss per month',
    value: formatInr(r.monthlyLoss),
    detail: 'Order value × return rate',
  };
  const year: ResultRow = {
    label: 'Loss per year',
    value: formatInr(r.yearlyLoss),
    detail: '12 × the monthly loss',
  };
  const [chosen, other] = r.period === 'yearly' ? [year, month] : [month, year];
  return [{ ...chosen, highlight: true, tone: 'bad' }, other];
}

export default function ReturnLossPage() {
  const calc = useCalculator(initial, compute);
  return (
    <CalculatorFrame
      title="Return/Refund Loss"
      purpose="How much revenue returns and refunds take away each month or year."
      icon={PackageX}
      calculator={calc}
      fields={
        <>
          <NumberField label="Monthly order value (₹)" kind="money" required {...calc.bind('orderValue')} />
          <NumberField label="Return rate (%)" kind="percent" required {...calc.bind('returnRate')} />
          <SelectField label="Period" options={periodOptions} {...calc.bind('period')} />
        </>
      }
      results={<ResultsCard title="Return/Refund Loss" rows={calc.result && rows(calc.result)} />}
      tips={[
        'Clear size charts and real photos cut returns in fashion, where they are highest.',
        'Check the packaging of items returned as damaged: sturdier boxes often pay for themselves.',
        'Reverse shipping is charged on top of the lost sale; include it when you set prices.',
      ]}
    />
  );
}
