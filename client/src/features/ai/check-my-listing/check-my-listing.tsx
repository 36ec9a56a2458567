import { Suspense, useDeferredValue, useId, useMemo, useState } from 'react';
import { defaultPlatform, type Platform } from '@common/constants/platforms';
import type { FieldStats, ListingCheckRequest } from '@common/contracts/listing-check';
import { checkListing } from '@common/listing-guard';
import { Button } from '@/components/ui/button';
import { KeywordCoveragePanel } from '@/features/keyword-bank';
import { ListingFilePanel } from '@/features/listing-files';
import { inputClass } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { cn } from '@/lib/cn';
import { categoryChoices, platformChoices } from '../components/choices';
import { ListingCheckPanel } from '../listing-check/listing-check-panel';
import { counterText } from './field-counter';

interface Draft {
  platform: Platform;
  category: string;
  title: string;
  bullets: string;
  description: string;
  searchTerms: string;
}

const empty: Draft = {
  platform: defaultPlatform,
  category: '',
  title: '',
  bullets: '',
  description: '',
  searchTerms: '',
};

/** The guard's input: one bullet per non-empty line, empty fields left out. */
export function listingRequest(d: Draft): ListingCheckRequest {
  const bullets = d.bullets
    .split('\n')
    .map((b) => b.trim())
    .filter(Boolean);
  return {
    platform: d.platform,
    ...(d.category ? { category: d.category as ListingCheckRequest['category'] } : {}),
    ...(d.title.trim() ? { title: d.title.trim() } : {}),
    ...(bullets.length ? { bullets } : {}),
    ...(d.description.trim() ? { description: d.description.trim() } : {}),
    ...(d.searchTerms.trim() ? { searchTerms: d.searchTerms.trim() } : {}),
  };
}

function ListingField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  hint?: string;
  counters: Array<{ label?: string; text: string; limit?: FieldStats['limit'] }>;
}) {
  const id = useId();
  return (
    <div className="min-w-0 space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {props.label}
      </label>
      <textarea
        id={id}
        value={props.value}
        rows={props.rows ?? 2}
        maxLength={10_000}
        onChange={(e) => props.onChange(e.target.value)}
        aria-describedby={`${id}-count`}
        className={cn(inputClass, 'min-h-16 resize-y')}
      />
      <div id={`${id}-count`} className="space-y-0.5 text-xs" aria-live="polite">
        {props.hint && <p className="text-slate-500">{props.hint}</p>}
        {props.counters.map((c, i) => {
          const count = counterText(c.text, c.limit);
          return (
            <p key={i} className={count.over ? 'font-medium text-red-700' : 'text-slate-500'}>
              {c.label ? `${c.label}: ` : ''}
              {count.text}
              {count.over ? ' (over the limit)' : ''}
            </p>
          );
        })}
      </div>
    </div>
  );
}

/**
 * "Check my listing" (beyond the spec): a seller pastes a listing they already have and gets the
 * same guard's findings and score as the AI answers get, with live character and byte counters per field.
 * It runs in the browser: no AI call, no quota.
 */
export default function CheckMyListing() {
  const [draft, setDraft] = useState<Draft>(empty);
  /** How many times the listing was checked: the download panel starts afresh from each checked listing. */
  const [checks, setChecks] = useState(0);
  const deferred = useDeferredValue(draft);
  const request = useMemo(() => listingRequest(deferred), [deferred]);
  const report = useMemo(() => checkListing(request), [request]);
  const limitOf = (field: string) => report.fields.find((f) => f.field === field)?.limit;
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const bulletLines = draft.bullets.split('\n').filter((b) => b.trim());
  const hasText = Boolean(request.title || request.bullets || request.description || request.searchTerms);

  return (
    <>
      <div className="space-y-4" data-testid="check-my-listing">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Platform"
            options={platformChoices}
            value={draft.platform}
            onValueChange={set('platform')}
          />
          <SelectField
            label="Category"
            options={categoryChoices}
            emptyLabel="Any category"
            value={draft.category}
            onValueChange={set('category')}
          />
        </div>
        <ListingField
          label="Title"
          value={draft.title}
          onChange={set('title')}
          counters={[{ text: draft.title.trim(), limit: limitOf('title') }]}
        />
        <ListingField
          label="Bullet points"
          hint="One bullet per line."
          rows={4}
          value={draft.bullets}
          onChange={set('bullets')}
          counters={bulletLines.map((b, i) => ({
            label: `Bullet ${i + 1}`,
            text: b.trim(),
            limit: limitOf(`bullets[${i}]`),
          }))}
        />
        <ListingField
          label="Description"
          rows={4}
          value={draft.description}
          onChange={set('description')}
          counters={[{ text: draft.description.trim(), limit: limitOf('description') }]}
        />
        <ListingField
          label="Backend search terms"
          value={draft.searchTerms}
          onChange={set('searchTerms')}
          counters={[{ text: draft.searchTerms.trim(), limit: limitOf('searchTerms') }]}
        />
        <Button type="button" onClick={() => setChecks((n) => n + 1)} disabled={!hasText}>
          Check my listing
        </Button>
        {checks > 0 && hasText && (
          <ListingCheckPanel check={report} checklist={report.checklist} title="Your listing" />
        )}
      </div>
      {checks > 0 && hasText && (
        <Suspense fallback={null}>
          <KeywordCoveragePanel
            platform={draft.platform}
            title={request.title ?? ''}
            bullets={request.bullets ?? []}
            description={request.description ?? ''}
            searchTerms={request.searchTerms ?? ''}
          />
          <ListingFilePanel
            key={checks}
            listing={{
              titles: request.title ? [request.title] : [],
              bullets: request.bullets ?? [],
              description: request.description ?? '',
              searchTerms: request.searchTerms ?? '',
              keywords: [],
            }}
            asked={{ platform: draft.platform, category: request.category }}
          />
        </Suspense>
      )}
    </>
  );
}
