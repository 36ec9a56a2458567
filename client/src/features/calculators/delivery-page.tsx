import { Timer } from 'lucide-react';
import {
  calculateDelivery,
  defaultCostPerKm,
  defaultSpeedKmh,
  formatInr,
  formatPercent,
  type DeliveryResult,
} from '@common/calculators';
import { CalculatorFrame } from './components/calculator-frame';
import { NumberField } from './components/number-field';
import { figure, formatNumber } from './components/parse';
import type { ResultRow } from './components/result-list';
import { ResultsCard } from './components/results-card';
import { useCalculator } from './components/use-calculator';

const initial = { distance: '', speed: String(defaultSpeedKmh), costPerKm: String(defaultCostPerKm) };

const compute = (v: typeof initial) =>
  calculateDelivery({
    distanceKm: figure(v.distance),
    speedKmh: figure(v.speed),
    costPerKm: figure(v.costPerKm),
  });

/** 2.5 h → '2 h 30 min'; under an hour → '45 min'. */
function hoursAndMinutes(hours: number): string {
  const totalMinutes = Math.round(hours * 60);
  const h = Math.floor(totalMinutes / 60);
  const m = totalMinutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${formatNumber(h)} h` : `${formatNumber(h)} h ${m} min`;
}

function rows(r: DeliveryResult): ResultRow[] {
  return [
    { label: 'Delivery time', value: hoursAndMinutes(r.timeHours), highlight: true },
    { label: 'Optimized cost', value: formatInr(r.optimizedCost), highlight: true, tone: 'good' },
    {
      label: 'Time in hours',
      value: `${formatNumber(r.timeHours)} h`,
      detail: `At ${formatNumber(r.speedKmh)} km/h`,
    },
    { label: 'Delivery cost', value: formatInr(r.cost), detail: `${formatInr(r.costPerKm)} per km` },
    {
      label: 'Savings',
      value: formatInr(r.savings),
      detail: `${formatPercent(r.savingsPercent)} off with optimization`,
    },
  ];
}

export default function DeliveryPage() {
  const calc = useCalculator(initial, compute);
  return (
    <CalculatorFrame
      title="Delivery Time and Cost Optimizer"
      purpose="How long a delivery takes and what it costs, and what an optimized route could save."
      icon={Timer}
      calculator={calc}
      fields={
        <>
          <div className="sm:col-span-2">
            <NumberField label="Distance (km)" kind="measure" required {...calc.bind('distance')} />
          </div>
          <NumberField
            label="Average speed (km/h)"
            kind="speed"
            placeholder={String(defaultSpeedKmh)}
            hint={`Empty means ${defaultSpeedKmh} km/h.`}
            {...calc.bind('speed')}
          />
          <NumberField
            label="Cost per km (₹)"
            kind="money"
            placeholder={String(defaultCostPerKm)}
            hint={`Empty means ${formatInr(defaultCostPerKm)}.`}
            {...calc.bind('costPerKm')}
          />
        </>
      }
      results={
        <ResultsCard title="Delivery Time and Cost Optimizer" rows={calc.result && rows(calc.result)} />
      }
      tips={[
        'The optimized cost assumes 20% savings from batching orders and planning routes.',
        'City traffic often halves the average speed: use 15 to 20 km/h for intra-city runs.',
        'Group deliveries by area and time slot to get close to the optimized figure.',
      ]}
    />
  );
}
