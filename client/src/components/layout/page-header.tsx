import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  /** One line on what the screen is for. */
  purpose: ReactNode;
  icon: LucideIcon;
  /** Shown beside the title, e.g. a count badge. */
  badge?: ReactNode;
}

/** The heading of a tool screen: icon, title (with an optional badge) and its purpose. */
export function PageHeader({ title, purpose, icon: Icon, badge }: PageHeaderProps) {
  return (
    <header className="flex items-start gap-3">
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
        <Icon className="h-5 w-5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          {badge}
        </div>
        <p className="mt-1 text-slate-600">{purpose}</p>
      </div>
    </header>
  );
}
