import { FileText } from 'lucide-react';
import { gstStateNames } from '@common/gst/states';
import { Field } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import type { BillingDetailsValues } from '../checkout/billing-details';

const stateOptions = gstStateNames.map((name) => ({ value: name, label: name }));

interface Props {
  values: BillingDetailsValues;
  errors: Record<string, string>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChange: (values: BillingDetailsValues) => void;
}

/**
 * /pricing: the buyer's details printed on the GST invoice (legal name, GSTIN, billing address and state),
 * prefilled from the profile and sent with the order.
 */
export function BillingDetailsForm({ values, errors, open, onOpenChange, onChange }: Props) {
  const set = (key: keyof BillingDetailsValues) => (value: string) => onChange({ ...values, [key]: value });
  const summary = values.gstin
    ? `Invoice to ${values.legalName || 'your business'}, GSTIN ${values.gstin.toUpperCase()}`
    : values.state
      ? `Invoice without a GSTIN, billed in ${values.state}`
      : 'Invoice without a GSTIN';
  return (
    <section
      aria-labelledby="billing-details-title"
      className="mx-auto mt-8 max-w-3xl rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="billing-details-title" className="flex items-center gap-2 font-semibold text-slate-900">
            <FileText className="h-4 w-4" aria-hidden /> GST details for your invoice
          </h2>
          <p className="mt-1 text-sm text-slate-600" data-testid="billing-details-summary">
            {summary}
          </p>
        </div>
        <button
          type="button"
          className="text-sm font-medium text-blue-700 underline-offset-2 hover:underline"
          aria-expanded={open}
          aria-controls="billing-details-fields"
          onClick={() => onOpenChange(!open)}
        >
          {open ? 'Hide GST details' : 'Edit GST details'}
        </button>
      </div>
      {open && (
        <div id="billing-details-fields" className="mt-4 grid gap-4 sm:grid-cols-2">
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
      )}
    </section>
  );
}
