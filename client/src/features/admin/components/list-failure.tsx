import { AlertTriangle } from 'lucide-react';
import { ListState } from '@/components/ui/list-states';

/** A list that failed to load says so inline, with no retry. */
export function ListFailure({ title }: { title: string }) {
  return (
    <ListState icon={AlertTriangle} title={title} text="Please try refreshing the page" variant="card" />
  );
}
