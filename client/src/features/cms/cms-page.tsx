import * as Tabs from '@radix-ui/react-tabs';
import { KeyRound, Save, Settings } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { CmsContent, CmsSection } from '@common/contracts/cms';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { FeaturesSection, HeroSection } from '@/features/landing';
import { renewSession } from '@/lib/api-client';
import { useAdminCms, useSaveCms, type CmsSave } from './api/cms-api';
import { FeaturesForm } from './components/features-form';
import { HeroForm } from './components/hero-form';
import { LegalPagesEditor } from './components/legal-pages-editor';
import { VersionList } from './components/version-list';
import { useCmsFeedback } from './use-cms-feedback';

const tabClass =
  'rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';

/** CMS Settings: Hero Section, Features and Live Preview tabs, with Refresh Token. */
export default function CmsPage() {
  const content = useAdminCms();
  const [tab, setTab] = useState('hero');
  const { failed } = useCmsFeedback();
  useEffect(() => {
    if (content.error) failed(content.error, 'Failed to load CMS content');
    // Once per failed load: `failed` is a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [content.error]);
  if (content.isPending) return <PageLoader />;
  if (!content.data)
    return (
      <p role="alert" className="text-red-700">
        Failed to load CMS content. Please try refreshing the page.
      </p>
    );
  return <CmsEditor saved={content.data} tab={tab} onTab={setTab} />;
}

async function refreshToken() {
  try {
    if (!(await renewSession())) throw new Error('Token refresh failed');
    toast({ variant: 'success', title: 'Success', description: 'Token refreshed successfully' });
  } catch {
    toast({ variant: 'destructive', title: 'Error', description: 'Failed to refresh token' });
  }
}

function CmsEditor(props: { saved: CmsContent; tab: string; onTab: (tab: string) => void }) {
  const { saved, tab, onTab: setTab } = props;
  const [draft, setDraft] = useState<CmsContent>(saved);
  const save = useSaveCms();
  const feedback = useCmsFeedback();
  // Restoring features rebuilds their editors from the restored text (Quill holds its own state).
  const [featuresRevision, setFeaturesRevision] = useState(0);
  /** A saved or restored section replaces its draft; the other section keeps its unsaved edits. */
  const adopt = (section: CmsSection, content: CmsContent) => {
    setDraft((d) => ({ ...d, [section]: content[section] }));
    if (section === 'features') setFeaturesRevision((n) => n + 1);
  };
  const send = (request: CmsSave) =>
    save.mutate(request, {
      onSuccess: (content) => {
        setDraft((d) => ({ ...d, [request.section]: content[request.section] }));
        feedback.saved();
      },
      onError: (error) => feedback.failed(error),
    });
  const saveButton = (request: CmsSave) => (
    <Button onClick={() => send(request)} disabled={save.isPending}>
      <Save className="h-4 w-4" aria-hidden />
      {save.isPending ? 'Saving...' : 'Save Changes'}
    </Button>
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageHeader
          title="CMS Settings"
          icon={Settings}
          purpose="Edit the landing page's hero and features, and the merchant pages (terms, privacy, refunds, contact)."
        />
        <Button variant="secondary" onClick={() => void refreshToken()}>
          <KeyRound className="h-4 w-4" aria-hidden />
          Refresh Token
        </Button>
      </div>
      <Tabs.Root value={tab} onValueChange={setTab} className="space-y-4">
        <Tabs.List
          aria-label="CMS sections"
          className="inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1"
        >
          <Tabs.Trigger value="hero" className={tabClass}>
            Hero Section
          </Tabs.Trigger>
          <Tabs.Trigger value="features" className={tabClass}>
            Features
          </Tabs.Trigger>
          <Tabs.Trigger value="legal" className={tabClass}>
            Merchant Pages
          </Tabs.Trigger>
          <Tabs.Trigger value="preview" className={tabClass}>
            Live Preview
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="hero" className="space-y-4">
          <HeroForm hero={draft.hero} onChange={(hero) => setDraft({ ...draft, hero })} />
          {saveButton({ section: 'hero', content: draft.hero })}
          <VersionList section="hero" onRestored={(content) => adopt('hero', content)} />
        </Tabs.Content>
        <Tabs.Content value="features" className="space-y-4" forceMount hidden={tab !== 'features'}>
          <FeaturesForm
            key={featuresRevision}
            features={draft.features}
            onChange={(features) => setDraft({ ...draft, features })}
          />
          {saveButton({ section: 'features', content: draft.features })}
          <VersionList section="features" onRestored={(content) => adopt('features', content)} />
        </Tabs.Content>
        <Tabs.Content value="legal" className="space-y-4">
          <LegalPagesEditor />
        </Tabs.Content>
        <Tabs.Content value="preview" className="overflow-hidden rounded-xl border border-slate-200">
          <div data-testid="live-preview" inert>
            <HeroSection hero={draft.hero} />
            <FeaturesSection features={draft.features} />
          </div>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
