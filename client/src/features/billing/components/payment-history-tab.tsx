import { Download, Receipt } from 'lucide-react';
import { useState } from 'react';
import { paymentHistoryPageSize } from '@common/constants/product';
import type { PaymentRecord } from '@common/contracts/billing';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ListLoading, ListState } from '@/components/ui/list-states';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/error-feedback';
import { formatMoney, periodLabel } from '@/lib/format';
import { downloadInvoice, usePaymentHistory } from '../api/billing-queries';
import { formatDate } from '../billing-dates';

const statusTone: Record<PaymentRecord['status'], BadgeTone> = {
  completed: 'green',
  failed: 'red',
  pending: 'yellow',
  refunded: 'yellow',
  refund_due: 'yellow',
};

/** What a status badge says: the status itself, but a second payment of a paid order in words. */
const statusLabel = (status: PaymentRecord['status']) =>
  status === 'refund_due' ? 'to be refunded' : status;

/** Payment statuses: the invoice for completed payments, a line for the others. */
function InvoiceCell({ payment }: { payment: PaymentRecord }) {
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

/** Billing's Payment History tab: Plan, Date, Amount, Status, Actions; 10 a page with Previous and Next. */
export function PaymentHistoryTab() {
  const [page, setPage] = useState(1);
  const history = usePaymentHistory(page);
  if (history.isPending) return <ListLoading label="Loading payments…" />;
  if (history.isError)
    return (
      <ListState
        icon={Receipt}
        title="Failed to fetch payment history"
        action={<Button onClick={() => void history.refetch()}>Try Again</Button>}
      />
    );
  const { data, pagination } = history.data;
  if (pagination.total === 0)
    return (
      <ListState icon={Receipt} title="No payments yet" text="Payments you make for a plan show here." />
    );
  const first = (pagination.page - 1) * paymentHistoryPageSize + 1;
  const last = first + data.length - 1;
  return (
    <Card className="overflow-hidden">
      <div className="overflow-x-auto">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <thead className="bg-slate-50 text-xs tracking-wide text-slate-500 uppercase">
            <tr>
              {['Plan', 'Date', 'Amount', 'Status', 'Actions'].map((h) => (
                <th key={h} scope="col" className="px-4 py-3 font-medium">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {data.map((p) => (
              <tr key={p.id} data-testid="payment-row">
                <td className="px-4 py-3">
                  <p className="font-medium text-slate-900">{p.plan_name}</p>
                  <p className="text-xs text-slate-500">{periodLabel(p.billing_period)}</p>
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">{formatDate(p.created_at)}</td>
                <td className="px-4 py-3 font-medium whitespace-nowrap text-slate-900">
                  {formatMoney(p.amount, p.currency)}
                </td>
                <td className="px-4 py-3">
                  <Badge tone={statusTone[p.status]} className="capitalize">
                    {statusLabel(p.status)}
                  </Badge>
                </td>
                <td className="px-4 py-3">
                  <InvoiceCell payment={p} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 px-4 py-3 text-sm">
        <p className="text-slate-600">
          Showing {first} to {last} of {pagination.total} payments
        </p>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= pagination.totalPages}
            onClick={() => setPage(page + 1)}
          >
            Next
          </Button>
        </div>
      </div>
    </Card>
  );
}
