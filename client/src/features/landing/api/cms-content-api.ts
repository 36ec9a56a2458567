import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CmsContent } from '@common/contracts/cms';
import { defaultCmsContent } from '@common/constants/cms-defaults';
import { api } from '@/lib/api-client';

export const cmsContentQueryKey = ['cms', 'content'] as const;

/** GET /api/cms/content: the landing page's hero and features. Public, so no session refresh. */
export const cmsContentQuery = queryOptions({
  queryKey: cmsContentQueryKey,
  queryFn: ({ signal }) => api.get<Partial<CmsContent> | null>('/api/cms/content', { auth: false, signal }),
  staleTime: 5 * 60_000,
  retry: 1,
});

/**
 * The content to show: the service's hero and features, each replaced by the built-in default
 * while loading, on failure, or when the service has none.
 */
export function useCmsContent(): CmsContent {
  const { data } = useQuery(cmsContentQuery);
  const hero = data?.hero?.title ? data.hero : defaultCmsContent.hero;
  const features =
    Array.isArray(data?.features) && data.features.length ? data.features : defaultCmsContent.features;
  return { hero, features };
}
