import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Database, Download, Search, Trash2 } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { bankSorts, type BankSort, type BankTerm } from '@common/contracts/keyword-bank';
import { formatInr } from '@common/calculators/money';
import { measuredSource } from '@common/keyword-reports/measured-label';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/input';
import { ListLoading, ListState } from '@/components/ui/list-states';
import { SelectField } from '@/components/ui/select-field';
import { toast } from '@/components/ui/toast-store';
import { saveFile } from '@/lib/save-file';
import { bankTermsQuery, deleteBank, exportBank, keywordBankKey } from './api/keyword-bank-api';

const sortLabels: Record<BankSort, string> = {
  orders: 'Most orders',
  clicks: 'Most clicks',
  impressions: 'Most impressions',
  spend: 'Most spend',
  sales: 'Most sales',
  conversion: 'Best conversion',
  term: 'A to Z',
};
const pageSize = 25;
const n = (v: number | null) => (v === null ? '–' : v.toLocaleString('en-IN'));
const money = (v: number | null) => (v === null ? '–' : formatInr(v));
export const conversionText = (t: Pick<BankTerm, 'conversion'>) =>
  t.conversion === null ? '–' : `${(t.conversion * 100).toFixed(1)}%`;

/** The seller's search terms with what was measured, searched and sorted; download or delete them all. */
export function BankTable() {
  const queryClient = useQueryClient();
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<BankSort>('orders');
  const [page, setPage] = useState(1);
  const [asking, setAsking] = useState(false);
  const search = useDeferredValue(q.trim());
  const terms = useQuery({
    ...bankTermsQuery({
      q: search || undefined,
      sort,
      order: sort === 'term' ? 'asc' : 'desc',
      page,
      limit: pageSize,
    }),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation({
    mutationFn: deleteBank,
    onSuccess: async () => {
      setAsking(false);
      await queryClient.invalidateQueries({ queryKey: keywordBankKey });
      toast({ variant: 'success', title: 'Your keyword bank is deleted' });
    },
  });
  const download = async () => {
    try {
      saveFile('vikreta-keyword-bank.csv', await exportBank());
    } catch (e) {
      toast({
        variant: 'destructive',
        title: e instanceof Error ? e.message : 'Could not download the bank',
      });
    }
  };
  const data = terms.data;
  const pages = data ? Math.max(1, Math.ceil(data.pagination.total / pageSize)) : 1;

  if (terms.isPending) return <ListLoading label="Loading your keyword bank" />;
  if (terms.isError)
    return (
      <ListState
        icon={Database}
        title="Your keyword bank could not be loaded"
        text={terms.error.message}
        action={<Button onClick={() => terms.refetch()}>Try again</Button>}
      />
    );
  if (data && data.pagination.total === 0 && !search)
    return (
      <ListState
        icon={Database}
        title="No measured keywords yet"
        text="Add a report above: its search terms, with their clicks and orders, appear here."
      />
    );
  return (
    <div className="space-y-4" data-testid="keyword-bank">
      <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
        <Field
          label="Search terms"
          value={q}
          placeholder="kurti"
          onChange={(e) => {
            setQ(e.target.value);
            setPage(1);
          }}
        />
        <SelectField
          label="Sort by"
          size="sm"
          value={sort}
          options={bankSorts.map((s) => ({ value: s, label: sortLabels[s] }))}
          onValueChange={(v) => {
            setSort(v as BankSort);
            setPage(1);
          }}
        />
        <div className="flex gap-2">
          <Button variant="secondary" onClick={download}>
            <Download className="h-4 w-4" aria-hidden /> CSV
          </Button>
          <Button variant="secondary" onClick={() => setAsking(true)}>
            <Trash2 className="h-4 w-4" aria-hidden /> Delete all
          </Button>
        </div>
      </div>
      {data && data.pagination.total === 0 ? (
        <ListState
          icon={Search}
          title="No term matches"
          text={`Nothing in your bank contains '${search}'.`}
        />
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full min-w-[640px] text-sm">
            <thead className="bg-slate-50 text-left text-slate-600">
              <tr>
                <th className="px-3 py-2 font-medium">Search term</th>
                <th className="px-3 py-2 text-right font-medium">Orders</th>
                <th className="px-3 py-2 text-right font-medium">Clicks</th>
                <th className="px-3 py-2 text-right font-medium">Conversion</th>
                <th className="px-3 py-2 text-right font-medium">Spend</th>
                <th className="px-3 py-2 text-right font-medium">Sales</th>
                <th className="px-3 py-2 text-right font-medium">Searches</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data?.data.map((t) => (
                <tr key={t.term} data-testid="bank-term">
                  <td className="px-3 py-2">
                    <p className="font-medium break-words text-slate-900">{t.term}</p>
                    <p className="text-xs text-slate-500">
                      {measuredSource(t.sources, t.dateFrom, t.dateTo)}
                    </p>
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{n(t.orders)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{n(t.clicks)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{conversionText(t)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{money(t.spend)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{money(t.sales)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{n(t.searchVolume)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="flex items-center justify-between gap-3 text-sm text-slate-600">
        <p>
          {n(data?.pagination.total ?? 0)} terms · page {page} of {pages}
        </p>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Previous
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= pages}
            onClick={() => setPage((p) => p + 1)}
          >
            Next
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={asking}
        title="Delete your keyword bank?"
        question="Every report you added and every search term in it goes, on every screen. Your reports on the marketplace are not touched."
        confirmLabel="Delete all"
        destructive
        onConfirm={() => remove.mutate()}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
