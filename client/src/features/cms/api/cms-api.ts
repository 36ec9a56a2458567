import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CmsContent, CmsVersionList, Feature, Hero, VersionedSection } from '@common/contracts/cms';
import { api } from '@/lib/api-client';
import { cmsContentQueryKey } from '@/features/landing';

/** The CMS writes say 'Session Expired' themselves (use-cms-feedback.ts), not the sign-out to the home page. */
export const callerHandlesExpiry = { callerHandlesExpiry: true } as const;

/** The CMS feature's query keys for the admin's screens. */
export const cmsKeys = {
  versions: ['cms', 'versions'] as const,
  versionsOf: (section: string) => [...cmsKeys.versions, section] as const,
  legal: (page: string) => ['cms', 'legal', page] as const,
};

/** GET /api/cms/content for the admin screen, read fresh each time the screen opens. */
export const adminCmsQuery = queryOptions({
  queryKey: ['cms', 'admin-content'],
  queryFn: ({ signal }) => api.get<CmsContent>('/api/cms/content', { signal }),
  staleTime: 0,
  retry: false,
});

/** GET /api/cms/{section}/versions: the last saved versions, newest first. */
export const cmsVersionsQuery = (section: VersionedSection) =>
  queryOptions({
    queryKey: cmsKeys.versionsOf(section),
    queryFn: ({ signal }) => api.get<CmsVersionList>(`/api/cms/${section}/versions`, { signal }),
    retry: false,
  });

export const useAdminCms = () => useQuery(adminCmsQuery);
export const useCmsVersions = (section: VersionedSection) => useQuery(cmsVersionsQuery(section));

/** After a save or restore: the landing page, the editor and the version lists read the new content. */
function useRefreshCms() {
  const client = useQueryClient();
  return (content: CmsContent) => {
    client.setQueryData(adminCmsQuery.queryKey, content);
    client.setQueryData(cmsContentQueryKey, content);
    void client.invalidateQueries({ queryKey: cmsKeys.versions });
  };
}

export type CmsSave = { section: 'hero'; content: Hero } | { section: 'features'; content: Feature[] };

/** PUT /api/cms/{section} with {content}. */
export function useSaveCms() {
  const refresh = useRefreshCms();
  return useMutation({
    mutationFn: (save: CmsSave) =>
      api.put<CmsContent>(`/api/cms/${save.section}`, { content: save.content }, callerHandlesExpiry),
    onSuccess: refresh,
  });
}

/** POST /api/cms/{section}/versions/{id}/restore. */
export function useRestoreCmsVersion() {
  const refresh = useRefreshCms();
  return useMutation({
    mutationFn: ({ section, id }: { section: VersionedSection; id: number }) =>
      api.post<CmsContent>(`/api/cms/${section}/versions/${id}/restore`, undefined, callerHandlesExpiry),
    onSuccess: refresh,
  });
}
