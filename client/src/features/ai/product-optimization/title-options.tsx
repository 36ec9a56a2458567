import type { Platform } from '@common/constants/platforms';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { CopyButton } from '@/components/ui/copy-button';
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
          <li key={i} className="space-y-2 rounded-xl border border-slate-200 p-4" data-testid="title-option">
            <div className="flex items-center justify-between gap-3">
              <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Option {i + 1}</p>
              <CopyButton text={title} label={`Copy title option ${i + 1}`} className="shrink-0" />
            </div>
            <p className="font-medium break-words text-slate-900" data-testid="title-text">
              {title}
            </p>
            <Badge tone={tones[fit.tone]} className="rounded-md">
              {fit.text}
            </Badge>
          </li>
        );
      })}
    </ol>
  );
}
