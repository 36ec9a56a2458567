import { queryOptions } from '@tanstack/react-query';
import type {
  BankPage,
  BankQuery,
  BankTerm,
  Coverage,
  CoverageRequest,
  KeywordImport,
} from '@common/contracts/keyword-bank';
import { api } from '@/lib/api-client';

/** Every query of the keyword bank starts with this key, so one invalidation refreshes every screen. */
export const keywordBankKey = ['keyword-bank'] as const;

export const bankTermsQuery = (query: BankQuery) =>
  queryOptions({
    queryKey: [...keywordBankKey, 'terms', query],
    queryFn: () => {
      const params = new URLSearchParams(
        Object.entries(query)
          .filter(([, v]) => v !== undefined && v !== '')
          .map(([k, v]) => [k, String(v)]),
      );
      return api.get<BankPage>(`/api/keyword-bank/terms?${params}`);
    },
    placeholderData: (previous) => previous,
  });

export const bankImportsQuery = queryOptions({
  queryKey: [...keywordBankKey, 'imports'],
  queryFn: () => api.get<{ imports: KeywordImport[] }>('/api/keyword-bank/imports'),
});

/** Measured figures for terms, where the seller's bank has them (an empty answer for a seller with none). */
export const bankLookupQuery = (terms: readonly string[]) =>
  queryOptions({
    queryKey: [...keywordBankKey, 'lookup', terms],
    queryFn: () => api.post<{ terms: BankTerm[] }>('/api/keyword-bank/lookup', { terms: [...terms] }),
    enabled: terms.length > 0,
    staleTime: 60_000,
  });

export const coverageQuery = (request: CoverageRequest) =>
  queryOptions({
    queryKey: [...keywordBankKey, 'coverage', request],
    queryFn: () => api.post<Coverage>('/api/keyword-bank/coverage', request as Record<string, unknown>),
    staleTime: 60_000,
  });

export const previewReport = (file: File) =>
  api.upload<KeywordImport>(
    `/api/keyword-bank/imports?name=${encodeURIComponent(file.name.slice(0, 200))}`,
    file,
  );
export const confirmReport = (id: string) =>
  api.post<KeywordImport>(`/api/keyword-bank/imports/${encodeURIComponent(id)}/confirm`);
export const deleteReport = (id: string) =>
  api.delete<void>(`/api/keyword-bank/imports/${encodeURIComponent(id)}`);
export const deleteBank = () => api.delete<void>('/api/keyword-bank');
export const exportBank = () => api.blob('/api/keyword-bank/export');
