import { queryOptions } from '@tanstack/react-query';
import type { ReconcileSettingsInput, Settlement } from '@common/contracts/settlements';
import { api } from '@/lib/api-client';

export const settlementsKey = ['settlements'] as const;

const working = (s: Settlement) => s.status === 'queued' || s.status === 'checking';

/** The seller's files; polled twice a second while a check runs, so its progress survives a reload. */
export const settlementsQuery = queryOptions({
  queryKey: settlementsKey,
  queryFn: () => api.get<{ settlements: Settlement[] }>('/api/settlements'),
  refetchInterval: (query) => (query.state.data?.settlements.some(working) ? 500 : false),
});

export const uploadSettlement = (file: File) =>
  api.upload<Settlement>(`/api/settlements?name=${encodeURIComponent(file.name.slice(0, 200))}`, file);
export const reconcileSettlement = (id: string, settings: ReconcileSettingsInput) =>
  api.post<Settlement>(
    `/api/settlements/${encodeURIComponent(id)}/reconcile`,
    settings as Record<string, unknown>,
  );
export const cancelSettlementCheck = (id: string) =>
  api.post<Settlement>(`/api/settlements/${encodeURIComponent(id)}/cancel`);
export const deleteSettlement = (id: string) =>
  api.delete<void>(`/api/settlements/${encodeURIComponent(id)}`);
export const settlementDisputes = (id: string) =>
  api.blob(`/api/settlements/${encodeURIComponent(id)}/disputes.csv`);
