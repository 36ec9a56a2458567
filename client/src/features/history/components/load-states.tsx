import { AlertTriangle, History } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ListState } from '@/components/ui/list-states';

/** Shown instead of a list while the date range ends before it starts. */
export function DateRangeState() {
  return (
    <ListState icon={History} title="Check the dates" text="Choose an end date on or after the start date." />
  );
}

/** The history could not be loaded (the toast says so too). */
export function LoadFailedState({ onRetry }: { onRetry: () => void }) {
  return (
    <ListState
      icon={AlertTriangle}
      title="Failed to load history"
      text="Check your connection and try again."
      action={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
