import { Download } from 'lucide-react';
import { useState } from 'react';
import type { BillingDocument, PaymentRecord } from '@common/contracts/billing';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/error-feedback';
import { downloadDocument, downloadInvoice } from '../api/billing-api';
import { InvoiceCorrectionDialog } from './invoice-correction-dialog';

export const statusTone: Record<PaymentRecord['status'], BadgeTone> = {
  completed: 'green',
  failed: 'red',
  pending: 'yellow',
  refunded: 'yellow',
  refund_due: 'yellow',
};

/** What a status badge says: the status itself, but a second payment of a paid order in words. */
const statusLabel = (status: PaymentRecord['status']) =>
  status === 'refund_due' ? 'to be refunded' : status;

export function StatusBadge({ status }: { status: PaymentRecord['status'] }) {
  return (
    <Badge tone={statusTone[status]} className="capitalize">
      {statusLabel(status)}
    </Badge>
  );
}

/** Payment statuses: the invoice for completed payments, a line for the others. */
export function InvoiceCell({ payment }: { payment: PaymentRecord }) {
  const [busy, setBusy] = useState(false);
  const [correcting, setCorrecting] = useState(false);
  if (payment.status !== 'completed')
    return (
      <span className="text-xs text-slate-500">
        {payment.status === 'pending'
          ? 'Invoice will be available after payment'
          : payment.status === 'refund_due'
            ? 'Paid twice for one order: this payment will be refunded'
            : 'Invoice not available'}
      </span>
    );
  const download = async (save = () => downloadInvoice(payment.id)) => {
    setBusy(true);
    try {
      await save();
      toast({ variant: 'success', title: 'Invoice downloaded successfully' });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Failed to download invoice',
        description: errorMessage(error, 'Please try again.'),
      });
    } finally {
      setBusy(false);
    }
  };
  const saveDocument = (document: BillingDocument) => download(() => downloadDocument(document));
  const earlier = payment.documents.filter((d) => d.number !== payment.invoice_number);
  return (
    <div className="flex flex-col items-start gap-1">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" disabled={busy} onClick={() => void download()}>
          <Download className="h-4 w-4" aria-hidden /> Invoice
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setCorrecting(true)}>
          Correct GST details
        </Button>
      </div>
      {earlier.length > 0 && (
        <ul className="text-xs text-slate-600" aria-label="Earlier documents">
          {earlier.map((d) => (
            <li key={d.id}>
              <button
                type="button"
                className="underline-offset-2 hover:underline"
                onClick={() => void saveDocument(d)}
              >
                {d.kind === 'credit_note' ? 'Credit note' : 'Cancelled invoice'} {d.number}
              </button>
            </li>
          ))}
        </ul>
      )}
      <InvoiceCorrectionDialog payment={payment} open={correcting} onOpenChange={setCorrecting} />
    </div>
  );
}
