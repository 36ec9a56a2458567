import { queryOptions } from '@tanstack/react-query';
import type { BulkListingJob, BulkListingRequest } from '@common/contracts/listing-file';
import { api } from '@/lib/api-client';

/** Polled every 2 seconds while the job runs. */
export const bulkJobPollMs = 2_000;

/** GET /api/listing-files/bulk/{id}: the job's counts and rows. */
export const bulkJobQuery = (id: string) =>
  queryOptions({
    queryKey: ['listing-files', 'bulk', id],
    queryFn: () => api.get<BulkListingJob>(`/api/listing-files/bulk/${encodeURIComponent(id)}`),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? bulkJobPollMs : false),
  });

export const startBulkJob = (request: BulkListingRequest) =>
  api.post<BulkListingJob>('/api/listing-files/bulk', request as unknown as Record<string, unknown>);

/** Runs a stopped upload's skipped products again (after an upgrade). */
export const resumeBulkJob = (id: string) =>
  api.post<BulkListingJob>(`/api/listing-files/bulk/${encodeURIComponent(id)}/resume`);

export const bulkJobFile = (id: string) => api.blob(`/api/listing-files/bulk/${encodeURIComponent(id)}/file`);

/** The CSV a seller fills: the columns the upload reads, with one example product. */
export const bulkTemplateRows = [
  ['sku', 'name', 'brand', 'facts', 'price', 'mrp'],
  [
    'SB-1L',
    'Steel Water Bottle 1 Litre',
    'Your Brand',
    'Double wall, keeps water cold 24 hours',
    '499',
    '799',
  ],
];
