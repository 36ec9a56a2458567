import { Receipt } from 'lucide-react';
import { useState } from 'react';
import { paymentHistoryPageSize } from '@common/constants/product';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ListLoading, ListState } from '@/components/ui/list-states';
import { formatMoney, periodLabel } from '@/lib/format';
import { usePaymentHistory } from '../api/billing-api';
import { formatDate } from '../billing-dates';
import { InvoiceCell, StatusBadge } from './invoice-cell';

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
      {/* Phones get one card per payment (status and Invoice in view); wider screens the table. */}
      <ul className="divide-y divide-slate-100 md:hidden" data-testid="payment-cards">
        {data.map((p) => (
          <li key={p.id} className="space-y-2 px-4 py-4" data-testid="payment-card">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{p.plan_name}</p>
                <p className="text-xs text-slate-500">
                  {periodLabel(p.billing_period)} · {formatDate(p.created_at)}
                </p>
              </div>
              <p className="font-semibold whitespace-nowrap text-slate-900">
                {formatMoney(p.amount, p.currency)}
              </p>
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <StatusBadge status={p.status} />
              <InvoiceCell payment={p} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
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
                  <StatusBadge status={p.status} />
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
