import type { CmsContent, CmsVersion, VersionedSection } from '@common/contracts/cms';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { formatDateTime } from '@/lib/ist-time';
import { useCmsVersions, useRestoreCmsVersion } from '../api/cms-api';
import { useCmsFeedback } from '../use-cms-feedback';

/** What a version says, in one line: the hero's or the page's title, or the three features' titles. */
const summary = (content: CmsVersion['content']) =>
  Array.isArray(content) ? content.map((f) => f.title).join(' · ') : content.title;

/** The section's last saved versions; any but the live one can be restored (saved as a new version). */
export function VersionList(props: { section: VersionedSection; onRestored: (content: CmsContent) => void }) {
  const { section, onRestored } = props;
  const versions = useCmsVersions(section);
  const restore = useRestoreCmsVersion();
  const feedback = useCmsFeedback();
  const list = versions.data?.versions ?? [];
  return (
    <section aria-labelledby={`versions-${section}`} className="rounded-xl border border-slate-200 p-4">
      <h2 id={`versions-${section}`} className="text-sm font-semibold text-slate-900">
        Saved versions
      </h2>
      {versions.isError && <p className="mt-2 text-sm text-red-700">Failed to load CMS content</p>}
      {!versions.isError && list.length === 0 && (
        <p className="mt-2 text-sm text-slate-600">No saved versions yet: the built-in content is shown.</p>
      )}
      <ol className="mt-3 divide-y divide-slate-100" data-testid={`versions-${section}`}>
        {list.map((v) => (
          <li key={v.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <span className="min-w-0 text-slate-700">
              <span className="block font-medium break-words text-slate-900">{summary(v.content)}</span>
              <time dateTime={v.created_at}>{formatDateTime(v.created_at)}</time>
              {v.created_by?.name ? ` by ${v.created_by.name}` : ''}
              {v.restored_from !== null ? ` (restored #${v.restored_from})` : ''}
            </span>
            {v.is_current ? (
              <span className="text-xs font-medium text-green-700">Live</span>
            ) : (
              <Button
                size="sm"
                variant="secondary"
                disabled={restore.isPending}
                onClick={() =>
                  restore.mutate(
                    { section, id: v.id },
                    {
                      onSuccess: (content) => {
                        onRestored(content);
                        toast({ variant: 'success', title: 'Success', description: 'Version restored' });
                      },
                      onError: (error) => feedback.failed(error),
                    },
                  )
                }
              >
                Restore
              </Button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
