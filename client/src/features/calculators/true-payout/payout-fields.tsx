import { rateCards } from '@common/calculators';
import { ChoiceField } from '../components/choice-field';
import { NumberField } from '../components/number-field';
import { SelectField } from '@/components/ui/select-field';
import type { Calculator } from '../components/use-calculator';
import {
  categoryOptions,
  marketplaceOf,
  marketplaceOptions,
  paymentOptions,
  zoneOptions,
  type PayoutValues,
} from './payout-inputs';

type Bindable = Pick<Calculator<keyof PayoutValues, unknown>, 'bind' | 'values'>;

/** The true-payout form's inputs: where and what you sell, the parcel, and how the buyer pays. */
export function PayoutFields({ calc }: { calc: Bindable }) {
  const marketplace = marketplaceOf(calc.values);
  return (
    <>
      <SelectField label="Marketplace" options={marketplaceOptions} {...calc.bind('marketplace')} />
      <SelectField label="Category" options={categoryOptions} {...calc.bind('category')} />
      <NumberField
        label="Sale price (₹)"
        kind="money"
        required
        hint="What the buyer pays for the item, GST included."
        {...calc.bind('salePrice')}
      />
      <NumberField
        label="Shipping charged (₹)"
        kind="money"
        hint="To the buyer; empty means free delivery."
        {...calc.bind('shippingCharged')}
      />
      <NumberField label="Packed weight (kg)" kind="measure" {...calc.bind('weight')} />
      <NumberField
        label="Product GST (%)"
        kind="percent"
        placeholder="18"
        hint="Empty means 18%."
        {...calc.bind('productGst')}
      />
      <fieldset className="sm:col-span-2">
        <legend className="mb-1.5 block text-sm font-medium text-slate-700">Box size in cm (optional)</legend>
        <div className="grid grid-cols-3 gap-2">
          <NumberField label="Length" kind="measure" {...calc.bind('length')} />
          <NumberField label="Breadth" kind="measure" {...calc.bind('breadth')} />
          <NumberField label="Height" kind="measure" {...calc.bind('height')} />
        </div>
        <p className="mt-1.5 text-xs text-slate-500">
          Billed on the higher of actual and volumetric weight (L × B × H ÷{' '}
          {rateCards[marketplace].shipping.volumetricDivisor}).
        </p>
      </fieldset>
      <div className="sm:col-span-2">
        <SelectField label="Delivery zone" options={zoneOptions(marketplace)} {...calc.bind('zone')} />
      </div>
      <div className="sm:col-span-2">
        <ChoiceField label="Payment" name="payment" options={paymentOptions} {...calc.bind('payment')} />
      </div>
    </>
  );
}
