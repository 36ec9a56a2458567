import { TrendingUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';
import { PageHeader } from '@/components/layout/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useSession } from '@/features/auth';
import { cn } from '@/lib/cn';
import { useTrendingProducts, type TrendingProduct } from './api/trending-api';
import { AnalyzeDialog } from './components/analyze-dialog';
import { CategoryFilter } from './components/category-filter';
import { AccessRequired, EmptyState, ErrorState } from './components/trending-states';
import { ProductCard } from './components/product-card';
import { ProductSkeletons } from './components/product-skeletons';
import { SortAndSearch, sortChoices } from './components/sort-and-search';
import { productCount, sellerPageSize } from './trending-format';

/** Trending Products: category filter, count badge, product cards and Analyze Product. */
export default function TrendingPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? '';
  const search = params.get('search') ?? '';
  const sort = sortChoices.find((s) => s.value === params.get('sort'))?.value ?? 'featured';
  const [shown, setShown] = useState({ key: '', limit: sellerPageSize });
  const filterKey = `${category}|${search}|${sort}`;
  const limit = shown.key === filterKey ? shown.limit : sellerPageSize; // a new filter starts at one page
  const query = useTrendingProducts({ category, search, sort, limit }, session.status === 'authenticated');
  const [analyzing, setAnalyzing] = useState<TrendingProduct | null>(null);
  // The filter stays usable when a category's list fails to load: it keeps the last categories seen.
  const [categories, setCategories] = useState<readonly string[]>([]);
  if (query.data && query.data.categories !== categories) setCategories(query.data.categories);

  const { isError, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError)
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to fetch trending products' });
  }, [isError, errorUpdatedAt]);

  if (session.status === 'anonymous') return <AccessRequired />;

  const update = (next: { category?: string; search?: string; sort?: string }) => {
    const merged = { category, search, sort, ...next };
    const kept = Object.entries(merged).filter(
      ([key, value]) => value && !(key === 'sort' && value === 'featured'),
    );
    setParams(Object.fromEntries(kept), { replace: true });
  };
  const choose = (next: string) => update({ category: next });
  const data = query.data;
  const switching = query.isPlaceholderData;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Trending Products"
        icon={TrendingUp}
        purpose="Products with rising demand on Indian marketplaces, with curated estimates of competition and profit."
        badge={
          data && (
            <Badge tone="brand" data-testid="product-count" aria-live="polite">
              {productCount(data.total)}
            </Badge>
          )
        }
      />

      <SortAndSearch
        key={search}
        sort={sort}
        search={search}
        onSort={(next) => update({ sort: next })}
        onSearch={(next) => update({ search: next })}
      />

      {(categories.length > 0 || category) && (
        <CategoryFilter categories={categories} value={category} onChange={choose} />
      )}

      {!data && query.isPending ? (
        <ProductSkeletons />
      ) : !data ? (
        <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : data.products.length === 0 ? (
        <EmptyState
          category={category}
          search={search}
          onShowAll={() => update({ category: '', search: '' })}
        />
      ) : (
        <div
          aria-busy={switching}
          className={cn(
            'grid grid-cols-1 gap-4 transition-opacity sm:grid-cols-2 xl:grid-cols-3',
            switching && 'opacity-60',
          )}
          data-testid="trending-grid"
        >
          {data.products.map((product) => (
            <ProductCard key={product.id} product={product} onAnalyze={setAnalyzing} />
          ))}
        </div>
      )}

      {data && data.products.length < data.total && (
        <div className="flex flex-col items-center gap-2">
          <p className="text-sm text-slate-600">
            Showing {data.products.length} of {data.total}
          </p>
          <Button
            variant="secondary"
            disabled={query.isFetching}
            onClick={() => setShown({ key: filterKey, limit: limit + sellerPageSize })}
          >
            {query.isFetching ? 'Loading...' : 'Show more products'}
          </Button>
        </div>
      )}

      <AnalyzeDialog product={analyzing} onClose={() => setAnalyzing(null)} />
    </div>
  );
}
