import { gstStateNames } from '@common/gst/states';
import { Field } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import type { BillingDetailsValues } from '../checkout/billing-details';

const stateOptions = gstStateNames.map((name) => ({ value: name, label: name }));

interface Props {
  values: BillingDetailsValues;
  errors: Record<string, string>;
  onChange: (values: BillingDetailsValues) => void;
}

/** Legal name, GSTIN, billing address and state: what a GST invoice prints of its buyer. */
export function BillingDetailsFields({ values, errors, onChange }: Props) {
  const set = (key: keyof BillingDetailsValues) => (value: string) => onChange({ ...values, [key]: value });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label="Legal name"
        value={values.legalName}
        onChange={(e) => set('legalName')(e.target.value)}
        error={errors.legalName}
        autoComplete="organization"
        hint="As registered for GST."
      />
      <Field
        label="GSTIN"
        value={values.gstin}
        onChange={(e) => set('gstin')(e.target.value)}
        error={errors.gstin}
        maxLength={15}
        className="uppercase"
        hint="Optional: with it, you can claim the GST as input credit."
      />
      <Field
        label="Billing address"
        value={values.address}
        onChange={(e) => set('address')(e.target.value)}
        error={errors.address}
        autoComplete="street-address"
      />
      <SelectField
        label="State"
        options={stateOptions}
        value={values.state}
        onValueChange={(value) => set('state')(value)}
        emptyLabel="Not given"
        error={errors.state}
      />
    </div>
  );
}
