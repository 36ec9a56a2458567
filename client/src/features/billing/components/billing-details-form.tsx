import { FileText } from 'lucide-react';
import { legalPagePaths } from '@common/contracts/legal';
import type { BillingDetailsValues } from '../checkout/billing-details';
import { BillingDetailsFields } from './billing-details-fields';

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
      <p className="mt-2 text-xs text-slate-600">
        By paying you accept our{' '}
        <a href={legalPagePaths.terms} className="underline">
          Terms of Service
        </a>{' '}
        and{' '}
        <a href={legalPagePaths.refunds} className="underline">
          Refund and Cancellation Policy
        </a>
        .
      </p>
      {open && (
        <div id="billing-details-fields" className="mt-4">
          <BillingDetailsFields values={values} errors={errors} onChange={onChange} />
        </div>
      )}
    </section>
  );
}
