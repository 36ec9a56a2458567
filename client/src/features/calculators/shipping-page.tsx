import { Truck } from 'lucide-react';
import {
  calculateShipping,
  formatInr,
  shippingBaseRate,
  shippingRatePerKg,
  shippingRatePerKm,
  shippingZoneFactors,
  shippingZones,
  type ShippingResult,
  type ShippingZone,
} from '@common/calculators';
import { CalculatorFrame } from './components/calculator-frame';
import { NumberField } from './components/number-field';
import { figure, formatNumber } from './components/parse';
import type { ResultRow } from './components/result-list';
import { ResultsCard } from './components/results-card';
import { SelectField } from '@/components/ui/select-field';
import { useCalculator } from './components/use-calculator';

const zoneNames: Record<ShippingZone, string> = {
  local: 'Local',
  metro: 'Metro',
  tier1: 'Tier 1 city',
  tier2: 'Tier 2 city',
  remote: 'Remote area',
};
const zoneOptions = shippingZones.map((zone) => ({
  value: zone,
  label: `${zoneNames[zone]} (×${shippingZoneFactors[zone]})`,
}));
/** The spec keeps a service field on the form that the formula does not use. */
const serviceOptions = [
  { value: 'standard', label: 'Standard' },
  { value: 'express', label: 'Express' },
  { value: 'same-day', label: 'Same day' },
];

const initial = { weight: '', distance: '', zone: 'local', service: 'standard' };

const compute = (v: typeof initial) =>
  calculateShipping({
    weightKg: figure(v.weight),
    distanceKm: figure(v.distance),
    zone: v.zone,
    service: v.service,
  });

function rows(r: ShippingResult): ResultRow[] {
  return [
    { label: 'Shipping cost', value: formatInr(r.total), highlight: true },
    { label: 'Base rate', value: formatInr(r.baseRate) },
    {
      label: 'Weight charge',
      value: formatInr(r.weightCharge),
      detail: `${formatInr(shippingRatePerKg)} per kg`,
    },
    {
      label: 'Distance charge',
      value: formatInr(r.distanceCharge),
      detail: `${formatInr(shippingRatePerKm)} per km`,
    },
    { label: 'Subtotal', value: formatInr(r.subtotal) },
    { label: 'Zone factor', value: `×${formatNumber(r.zoneFactor)}` },
  ];
}

export default function ShippingPage() {
  const calc = useCalculator(initial, compute);
  return (
    <CalculatorFrame
      title="Shipping Cost"
      purpose="An estimate of what a parcel costs to send, by weight, distance and delivery zone."
      icon={Truck}
      calculator={calc}
      fields={
        <>
          <NumberField label="Weight (kg)" kind="measure" required {...calc.bind('weight')} />
          <NumberField label="Distance (km)" kind="measure" required {...calc.bind('distance')} />
          <SelectField label="Delivery zone" options={zoneOptions} {...calc.bind('zone')} />
          <SelectField
            label="Service"
            options={serviceOptions}
            hint="For your records; it does not change the estimate."
            {...calc.bind('service')}
          />
        </>
      }
      results={<ResultsCard title="Shipping Cost" rows={calc.result && rows(calc.result)} />}
      tips={[
        `The estimate is ${formatInr(shippingBaseRate)} + ${formatInr(shippingRatePerKg)} a kg + ${formatInr(shippingRatePerKm)} a km, times the zone factor.`,
        'Remote areas cost up to 2.5 times as much: consider a minimum order value or a delivery charge for them.',
        'Couriers bill the higher of actual and volumetric weight; a snug box keeps the bill down.',
      ]}
    />
  );
}
