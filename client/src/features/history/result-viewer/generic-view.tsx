import { RichText } from '@/components/rich-text';
import { stripMarkers } from '../history-rules';
import { isRecord, labelOf, present } from './result-layout';
import { Flexible, Section } from './view-parts';

/** Strings longer than this are shown as text blocks rather than label and value. */
const longText = 80;

function Entry({ label, value }: { label: string; value: unknown }) {
  if (Array.isArray(value)) {
    return (
      <Section title={label} count={value.length}>
        <Flexible value={value} />
      </Section>
    );
  }
  if (isRecord(value) || (typeof value === 'string' && value.length > longText)) {
    return (
      <Section title={label}>
        <RichText value={value} />
      </Section>
    );
  }
  return (
    <div className="flex min-w-0 flex-wrap items-baseline gap-x-2 text-sm">
      <span className="font-medium text-slate-600">{label}:</span>
      <span className="break-words text-slate-900">{stripMarkers(String(value))}</span>
    </div>
  );
}

/** Any other answer: long strings as text, lists with a count, objects as data, scalars as pairs. */
export function GenericView({ data }: { data: unknown }) {
  const entries: Array<[string, unknown]> = isRecord(data) ? Object.entries(data) : [['Result', data]];
  const shown = entries.filter(([, value]) => present(value));
  return (
    <div className="space-y-4" data-layout="generic">
      {shown.length === 0 ? (
        <p className="text-sm text-slate-600">No response data</p>
      ) : (
        shown.map(([key, value]) => <Entry key={key} label={labelOf(key)} value={value} />)
      )}
    </div>
  );
}
