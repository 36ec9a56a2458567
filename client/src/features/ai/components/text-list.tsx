import { platformLabel } from '@common/constants/platforms';
import { RichText } from '@/components/rich-text';
import { EmptyTab } from './empty-tab';

/** A bulleted list of AI texts; each item follows the rich-text rule (bold, code). */
export function TextList({ items, empty }: { items: readonly string[]; empty: string }) {
  if (items.length === 0) return <EmptyTab>{empty}</EmptyTab>;
  return (
    <ul className="space-y-2">
      {items.map((item, i) => (
        <li key={i} className="flex gap-2">
          <span className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-brand-500" aria-hidden />
          <RichText value={item} className="min-w-0 flex-1" />
        </li>
      ))}
    </ul>
  );
}

export interface PlatformNotes {
  platform: string;
  notes: readonly string[];
}

/** Notes per platform (insights, opportunities or tips), one block per platform under its display name. */
export function PlatformNotesList({ groups, empty }: { groups: readonly PlatformNotes[]; empty: string }) {
  if (groups.length === 0) return <EmptyTab>{empty}</EmptyTab>;
  return (
    <div className="space-y-4">
      {groups.map((group, i) => (
        <section key={`${group.platform}-${i}`} className="rounded-xl border border-slate-200 p-4">
          <h3 className="mb-3 text-sm font-semibold text-slate-900">{platformLabel(group.platform)}</h3>
          <TextList items={group.notes} empty="Nothing noted for this platform." />
        </section>
      ))}
    </div>
  );
}
