import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PaymentRecord } from '@common/contracts/billing';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast-store';
import { failureToast, fieldErrorsOf } from '@/lib/error-feedback';
import { billingKeys, requestInvoiceCorrection } from '../api/billing-api';
import { checkedBillingDetails, type BillingDetailsValues } from '../checkout/billing-details';
import { BillingDetailsFields } from './billing-details-fields';

const empty: BillingDetailsValues = { legalName: '', gstin: '', address: '', state: '' };

/**
 * Payment History: the GST details a corrected invoice should carry. The server issues a credit note against
 * the invoice in force and a new invoice; both then show on the payment's row.
 */
export function InvoiceCorrectionDialog({
  payment,
  open,
  onOpenChange,
}: {
  payment: PaymentRecord;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit() {
    const checked = checkedBillingDetails(values);
    setErrors(checked.errors ?? {});
    if (!checked.details) return;
    setBusy(true);
    try {
      const answer = await requestInvoiceCorrection(payment.id, checked.details);
      await queryClient.invalidateQueries({ queryKey: billingKeys.payments });
      toast({ variant: 'success', title: 'Corrected invoice issued', description: answer.message });
      onOpenChange(false);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      toast(failureToast(error, { title: 'Invoice not corrected', fallback: 'Please try again.' }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Correct the GST details"
      description={`Invoice ${payment.invoice_number ?? ''}: we issue a credit note against it and a new invoice with these details. GST allows this until 30 November after the financial year of the payment.`}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button disabled={busy} onClick={() => void submit()}>
            {busy ? 'Issuing…' : 'Issue corrected invoice'}
          </Button>
        </>
      }
    >
      <BillingDetailsFields values={values} errors={errors} onChange={setValues} />
    </Dialog>
  );
}
