import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Spinner } from './spinner';

/** A centred loading message where a list will be (first loads). */
export function ListLoading({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-12 text-sm text-slate-600">
      <Spinner className="h-5 w-5 text-brand-600" /> {label}
    </p>
  );
}

/** A small 'loading again' line shown above a list that is being refreshed. */
export function ListRefetching({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-xs text-slate-500">
      <Spinner className="h-3.5 w-3.5 text-brand-600" /> {label}
    </p>
  );
}

interface ListStateProps {
  icon: LucideIcon;
  title: string;
  text?: string;
  /** A button or link that helps: try again, show everything, log in. */
  action?: ReactNode;
  /**
   * 'inline' sits inside a card that holds the list; 'card' stands on its own as a dashed card in place
   * of a grid of cards.
   */
  variant?: 'inline' | 'card';
}

/** An empty or failed list: icon, title, a line of help and an optional action. */
export function ListState({ icon: Icon, title, text, action, variant = 'inline' }: ListStateProps) {
  const card = variant === 'card';
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 py-12 text-center',
        card && 'rounded-2xl border border-dashed border-slate-300 bg-white px-6',
      )}
    >
      {card ? (
        <span className="flex h-12 w-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
          <Icon className="h-6 w-6" aria-hidden />
        </span>
      ) : (
        <Icon className="h-10 w-10 text-slate-300" aria-hidden />
      )}
      <div className={cn(card && 'max-w-sm space-y-1')}>
        {card ? (
          <h2 className="font-semibold text-slate-900">{title}</h2>
        ) : (
          <p className="font-medium text-slate-900">{title}</p>
        )}
        {text && <p className={cn('text-sm text-slate-600', !card && 'mt-1')}>{text}</p>}
      </div>
      {action}
    </div>
  );
}
