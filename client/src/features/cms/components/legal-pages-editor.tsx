import { ExternalLink, Save } from 'lucide-react';
import { useState } from 'react';
import {
  legalPageLinks,
  legalPagePaths,
  type LegalPage,
  type LegalPageContent,
} from '@common/contracts/legal';
import { LazyRichTextEditor } from '@/components/lazy-rich-text-editor';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { legalPageQuery, useLegalPage, useSaveLegalPage } from '../api/legal-page-api';
import { useCmsFeedback } from '../use-cms-feedback';
import { VersionList } from './version-list';
import { useQueryClient } from '@tanstack/react-query';

const pageOptions = legalPageLinks.map(({ page, label }) => ({ value: page, label }));

function PageForm({ page, saved }: { page: LegalPage; saved: LegalPageContent }) {
  const [draft, setDraft] = useState(saved);
  const save = useSaveLegalPage();
  const feedback = useCmsFeedback();
  return (
    <div className="space-y-4">
      <Field
        label="Title"
        value={draft.title}
        onChange={(e) => setDraft({ ...draft, title: e.target.value })}
      />
      <div className="space-y-1.5">
        <span className="block text-sm font-medium text-slate-700">Page text</span>
        <LazyRichTextEditor
          label="Page text"
          value={draft.body}
          onChange={(body) => setDraft({ ...draft, body })}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          disabled={save.isPending}
          onClick={() =>
            save.mutate(
              { page, content: draft },
              { onSuccess: () => feedback.saved(), onError: (error) => feedback.failed(error) },
            )
          }
        >
          <Save className="h-4 w-4" aria-hidden />
          {save.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
        <a
          href={legalPagePaths[page]}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 text-sm text-blue-700 underline"
        >
          Open the page <ExternalLink className="h-3.5 w-3.5" aria-hidden />
        </a>
      </div>
    </div>
  );
}

/** CMS Settings' Merchant Pages: Terms, Privacy, Refunds and Contact, each saved as versions. */
export function LegalPagesEditor() {
  const [page, setPage] = useState<LegalPage>('terms');
  const content = useLegalPage(page);
  const client = useQueryClient();
  // A restored version replaces the form: it is rebuilt from the page read again.
  const [revision, setRevision] = useState(0);
  return (
    <div className="space-y-4">
      <SelectField
        label="Page"
        options={pageOptions}
        value={page}
        onValueChange={(value) => setPage(value as LegalPage)}
      />
      {content.data ? (
        <PageForm key={`${page}-${revision}`} page={page} saved={content.data} />
      ) : content.isError ? (
        <p role="alert" className="text-sm text-red-700">
          Failed to load CMS content
        </p>
      ) : (
        <p className="text-sm text-slate-600">Loading…</p>
      )}
      <VersionList
        section={page}
        onRestored={() =>
          void client.refetchQueries(legalPageQuery(page)).then(() => setRevision((n) => n + 1))
        }
      />
    </div>
  );
}
