import type { Pagination } from '@common/contracts/pagination';
import { Button } from '@/components/ui/button';
import { countOf } from '@/lib/plural';

/** Previous / next through a server-paged list, with where we are. */
export function Pager({ pagination, onPage }: { pagination: Pagination; onPage: (page: number) => void }) {
  const { page, totalPages, total } = pagination;
  return (
    <nav
      aria-label="Pages"
      className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600"
    >
      <span>
        Page {page} of {Math.max(totalPages, 1)} · {countOf(total, 'user', 'users')}
      </span>
      <span className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </span>
    </nav>
  );
}
