import { AlertTriangle, Lock, SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { Button, buttonClass } from '@/components/ui/button';
import { ListState } from '@/components/ui/list-states';

interface EmptyStateProps {
  category: string;
  search: string;
  onShowAll: () => void;
}

/** No products: in a category or for a search, offer all of them again. */
export function EmptyState({ category, search, onShowAll }: EmptyStateProps) {
  return (
    <ListState
      variant="card"
      icon={SearchX}
      title={
        search
          ? `No trending products match "${search}"`
          : category
            ? `No trending products in ${category}`
            : 'No trending products yet'
      }
      text={
        search
          ? 'Try another name, or look through every category.'
          : category
            ? 'Nothing is trending in this category right now. Other categories may have what you are after.'
            : 'New trending products are added regularly. Please check back soon.'
      }
      action={
        category || search ? (
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
    <ListState
      variant="card"
      icon={AlertTriangle}
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
    <ListState
      variant="card"
      icon={Lock}
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
