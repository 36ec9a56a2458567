import type { ReactNode } from 'react';
import { platformLabel } from '@common/constants/platforms';
import { RichText } from '@/components/rich-text';
import { stripMarkers } from '../history-rules';
import { isRecord, recordsOf, textOf, textsOf } from './result-layout';

/** One titled block of the viewer, with an optional item count. */
export function Section({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  return (
    <section className="min-w-0 space-y-2">
      <h4 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        {title}
        {count !== undefined && (
          <span className="rounded-full bg-slate-100 px-2 text-xs font-medium text-slate-600">{count}</span>
        )}
      </h4>
      {children}
    </section>
  );
}

/** Short texts (keywords, categories) as chips, without bold markers. */
export function Chips({ items, label }: { items: readonly string[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item, i) => (
        <li
          key={`${item}-${i}`}
          className="max-w-full rounded-full border border-slate-200 bg-white px-3 py-1 text-sm break-words text-slate-800"
        >
          {stripMarkers(item)}
        </li>
      ))}
    </ul>
  );
}

/** A bulleted list of AI texts, each through the rich-text rule. */
export function Bullets({ items }: { items: readonly string[] }) {
  return (
    <ul className="space-y-1.5">
      {items.map((item, i) => (
        <li key={i} className="flex gap-2">
          <span className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-brand-500" aria-hidden />
          <RichText value={item} className="min-w-0 flex-1" />
        </li>
      ))}
    </ul>
  );
}

/** A field that may be a list, a text or an object: bullets, rich text or formatted data. */
export function Flexible({ value }: { value: unknown }) {
  if (Array.isArray(value)) {
    const texts = textsOf(value);
    return texts.length === value.length ? <Bullets items={texts} /> : <RichText value={value} />;
  }
  return <RichText value={value} />;
}

/** Label and value pairs in a grid, e.g. the keyword metrics. */
export function Facts({ facts }: { facts: ReadonlyArray<{ label: string; value: string }> }) {
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {facts.map((fact) => (
        <div key={fact.label} className="min-w-0 rounded-xl bg-slate-50 p-3">
          <dt className="text-xs text-slate-500">{fact.label}</dt>
          <dd className="mt-0.5 text-sm font-semibold break-words text-slate-900">
            {stripMarkers(fact.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Notes per platform: [{platform, insights|opportunities|tips: string[] | opportunity: string}], one block
 * per platform under its display name.
 */
export function PlatformNotes({ value, fields }: { value: unknown; fields: readonly string[] }) {
  return (
    <div className="space-y-3">
      {recordsOf(value).map((group, i) => {
        const notes = fields.flatMap((f) =>
          Array.isArray(group[f]) ? textsOf(group[f]) : [textOf(group[f])],
        );
        return (
          <div key={i} className="min-w-0 rounded-xl border border-slate-200 p-3">
            <p className="mb-2 text-sm font-semibold text-slate-900">
              {platformLabel(textOf(group.platform)) || 'Platform'}
            </p>
            <Bullets items={notes.filter(Boolean)} />
          </div>
        );
      })}
    </div>
  );
}

/** A note that the figures are estimates, when the stored answer says so. */
export function EstimateNote({ data }: { data: unknown }) {
  if (!isRecord(data) || data.isEstimate !== true) return null;
  return (
    <p className="rounded-lg bg-blue-50 px-3 py-2 text-xs text-blue-800">
      Volumes, competition and trends in this answer are estimates, not measured data.
    </p>
  );
}
