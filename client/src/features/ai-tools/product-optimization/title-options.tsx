import type { Platform } from '@common/constants/options';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { CopyButton } from '../components/copy-button';
import { EmptyTab } from '../components/empty-tab';
import { titleFit, type TitleFit } from './title-fit';

const tones: Record<TitleFit['tone'], BadgeTone> = { ok: 'green', long: 'yellow', over: 'red' };

/** The title options, numbered, each with its character count against the platform and a Copy button. */
export function TitleOptions({ titles, platform }: { titles: readonly string[]; platform: Platform }) {
  if (titles.length === 0) return <EmptyTab>No title suggestions in this answer.</EmptyTab>;
  return (
    <ol className="space-y-3">
      {titles.map((title, i) => {
        const fit = titleFit(title, platform);
        return (
          <li key={i} className="rounded-xl border border-slate-200 p-4" data-testid="title-option">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0 space-y-2">
                <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Option {i + 1}</p>
                <p className="font-medium break-words text-slate-900">{title}</p>
                <Badge tone={tones[fit.tone]}>{fit.text}</Badge>
              </div>
              <CopyButton text={title} label={`Copy title option ${i + 1}`} className="shrink-0" />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
