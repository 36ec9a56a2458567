import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LegalPage, LegalPageContent } from '@common/contracts/legal';
import { api } from '@/lib/api-client';
import { callerHandlesExpiry, cmsKeys } from './cms-api';

/** GET /api/cms/legal/{page}: the page as saved, or its built-in text. */
export const legalPageQuery = (page: LegalPage) =>
  queryOptions({
    queryKey: cmsKeys.legal(page),
    queryFn: ({ signal }) => api.get<LegalPageContent>(`/api/cms/legal/${page}`, { signal }),
    staleTime: 0,
    retry: false,
  });

export const useLegalPage = (page: LegalPage) => useQuery(legalPageQuery(page));

/** PUT /api/cms/legal/{page} with {content}: saved as a new version. */
export function useSaveLegalPage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ page, content }: { page: LegalPage; content: LegalPageContent }) =>
      api.put<LegalPageContent>(`/api/cms/legal/${page}`, { content }, callerHandlesExpiry),
    onSuccess: (saved, { page }) => {
      client.setQueryData(legalPageQuery(page).queryKey, saved);
      void client.invalidateQueries({ queryKey: cmsKeys.versionsOf(page) });
    },
  });
}
