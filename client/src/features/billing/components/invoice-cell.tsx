import { Download } from 'lucide-react';
import { useState } from 'react';
import type { PaymentRecord } from '@common/contracts/billing';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/error-feedback';
import { downloadInvoice } from '../api/billing-queries';

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
  const download = async () => {
    setBusy(true);
    try {
      await downloadInvoice(payment.id);
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
  return (
    <Button variant="secondary" size="sm" disabled={busy} onClick={() => void download()}>
      <Download className="h-4 w-4" aria-hidden /> Invoice
    </Button>
  );
}
