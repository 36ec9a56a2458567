import { AlertTriangle, Lock, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button, buttonClass } from '@/components/ui/button';

function StateCard({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        {icon}
      </span>
      <div className="max-w-sm space-y-1">
        <h2 className="font-semibold text-slate-900">{title}</h2>
        <p className="text-sm text-slate-600">{text}</p>
      </div>
      {action}
    </div>
  );
}

/** No products: in a category, offer all of them again (spec 01 §2). */
export function EmptyState({ category, onShowAll }: { category: string; onShowAll: () => void }) {
  return (
    <StateCard
      icon={<SearchX className="h-6 w-6" aria-hidden />}
      title={category ? `No trending products in ${category}` : 'No trending products yet'}
      text={
        category
          ? 'Nothing is trending in this category right now. Other categories may have what you are after.'
          : 'New trending products are added regularly. Please check back soon.'
      }
      action={
        category ? (
          <Button variant="secondary" onClick={onShowAll}>
            View All Categories
          </Button>
        ) : undefined
      }
    />
  );
}

/** The list could not be loaded (the toast says so too). */
export function ErrorState({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <StateCard
      icon={<AlertTriangle className="h-6 w-6" aria-hidden />}
      title="Failed to fetch trending products"
      text="Check your connection and try again."
      action={
        <Button variant="secondary" onClick={onRetry} disabled={retrying}>
          {retrying ? 'Trying again...' : 'Try again'}
        </Button>
      }
    />
  );
}

/** A fallback: the route guard sends visitors to /login before they get here. */
export function AccessRequired() {
  return (
    <StateCard
      icon={<Lock className="h-6 w-6" aria-hidden />}
      title="Access Required"
      text="Please log in to see trending products."
      action={
        <Link href="/login" className={buttonClass('primary')}>
          Log in
        </Link>
      }
    />
  );
}
