import { Button } from '@/components/ui/button';

/** Previous, numbered pages, Next. */
export function AdminPagination(props: { page: number; pages: number; onPage: (page: number) => void }) {
  const { page, pages, onPage } = props;
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-center gap-2">
      <Button size="sm" variant="secondary" disabled={page === 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
        <Button
          key={n}
          size="sm"
          variant={n === page ? 'primary' : 'secondary'}
          aria-current={n === page ? 'page' : undefined}
          onClick={() => onPage(n)}
        >
          {n}
        </Button>
      ))}
      <Button size="sm" variant="secondary" disabled={page === pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
