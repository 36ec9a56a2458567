import type { PaymentRecord } from '@common/contracts/billing';
import type { OwnDataExport } from '@common/contracts/own-data';
import { historyCsvHeader, historyCsvRow } from '@/features/history';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { downloadCsv } from '@/lib/csv';
import { periodLabel } from '@/lib/format';

const today = () => new Date().toISOString().slice(0, 10);

export const fetchOwnData = () => api.get<OwnDataExport>('/api/account/export');

/** Everything as one JSON file. */
export function downloadOwnDataJson(data: OwnDataExport): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  saveFile(`vikreta-my-data-${today()}.json`, blob);
}

export const paymentsCsvHeader = [
  'Date',
  'Plan',
  'Billing Period',
  'Amount',
  'Currency',
  'Status',
  'Invoice',
  'Documents',
];

export const paymentsCsvRow = (p: PaymentRecord): string[] => [
  p.created_at,
  p.plan_name,
  periodLabel(p.billing_period),
  p.amount.toFixed(2),
  p.currency,
  p.status,
  p.invoice_number ?? '',
  p.documents.map((d) => `${d.number}${d.cancelled ? ' (cancelled)' : ''}`).join('; '),
];

/** The usage history and the payments as CSV files, through the app's one formula-guarded CSV writer. */
export const downloadHistoryCsv = (data: OwnDataExport) =>
  downloadCsv(`vikreta-my-history-${today()}.csv`, historyCsvHeader, data.usage_history.map(historyCsvRow));

export const downloadPaymentsCsv = (data: OwnDataExport) =>
  downloadCsv(`vikreta-my-payments-${today()}.csv`, paymentsCsvHeader, data.payments.map(paymentsCsvRow));

export const deleteOwnAccount = (password: string) =>
  api.post<{ message: string }>('/api/account/delete', { password });
