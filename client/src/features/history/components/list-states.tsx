import { History, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';

/** A centred loading message inside a card (first loads). */
export function LoadingBlock({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-12 text-sm text-slate-600">
      <Spinner className="h-5 w-5 text-brand-600" /> {label}
    </p>
  );
}

/** A small 'loading again' line shown above data that is being refreshed. */
export function RefetchLine({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-xs text-slate-500">
      <Spinner className="h-3.5 w-3.5 text-brand-600" /> {label}
    </p>
  );
}

/** An empty or failed list: icon, title, a line of help and an optional action. */
export function EmptyBlock({
  title,
  hint,
  icon: Icon = History,
  action,
}: {
  title: string;
  hint?: string;
  icon?: LucideIcon;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 py-12 text-center">
      <Icon className="h-10 w-10 text-slate-300" aria-hidden />
      <div>
        <p className="font-medium text-slate-900">{title}</p>
        {hint && <p className="mt-1 text-sm text-slate-600">{hint}</p>}
      </div>
      {action}
    </div>
  );
}
