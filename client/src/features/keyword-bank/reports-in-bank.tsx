import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { platformLabel } from '@common/constants/platforms';
import { dateRangeLabel } from '@common/keyword-reports/measured-label';
import { Button } from '@/components/ui/button';
import { bankImportsQuery, deleteReport, keywordBankKey } from './api/keyword-bank-api';

/** The report files in the bank, each removable on its own (its terms' figures go with it). */
export function ReportsInBank() {
  const queryClient = useQueryClient();
  const imports = useQuery(bankImportsQuery);
  const remove = useMutation({
    mutationFn: deleteReport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keywordBankKey }),
  });
  const banked = imports.data?.imports.filter((i) => i.status === 'confirmed') ?? [];
  if (banked.length === 0) return null;
  return (
    <ul className="divide-y divide-slate-100 text-sm" aria-label="Reports in your bank">
      {banked.map((r) => (
        <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <span className="min-w-0">
            <span className="block font-medium break-all text-slate-900">{r.fileName}</span>
            <span className="text-slate-600">
              {r.reportName} · {platformLabel(r.marketplace)} ·{' '}
              {dateRangeLabel(r.dateFrom, r.dateTo) || 'no dates'} · {r.terms.toLocaleString('en-IN')} terms
            </span>
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={remove.isPending}
            onClick={() => remove.mutate(r.id)}
            aria-label={`Remove ${r.fileName}`}
          >
            <Trash2 className="h-4 w-4" aria-hidden /> Remove
          </Button>
        </li>
      ))}
    </ul>
  );
}
