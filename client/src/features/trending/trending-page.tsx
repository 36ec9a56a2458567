import { TrendingUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';
import { PageHeader } from '@/components/layout/page-header';
import { Badge } from '@/components/ui/badge';
import { toast } from '@/components/ui/toast-store';
import { useSession } from '@/features/auth';
import { cn } from '@/lib/cn';
import { useTrendingProducts, type TrendingProduct } from './api/get-trending-products';
import { AnalyzeDialog } from './components/analyze-dialog';
import { CategoryFilter } from './components/category-filter';
import { AccessRequired, EmptyState, ErrorState } from './components/trending-states';
import { ProductCard } from './components/product-card';
import { ProductSkeletons } from './components/product-skeletons';
import { productCount } from './trending-format';

/** Spec 01 §2 "Trending Products": category filter, count badge, product cards and Analyze Product. */
export default function TrendingPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? '';
  const query = useTrendingProducts(category, session.status === 'authenticated');
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

  const choose = (next: string) => setParams(next ? { category: next } : {}, { replace: true });
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
              {productCount(data.products.length)}
            </Badge>
          )
        }
      />

      {(categories.length > 0 || category) && (
        <CategoryFilter categories={categories} value={category} onChange={choose} />
      )}

      {!data && query.isPending ? (
        <ProductSkeletons />
      ) : !data ? (
        <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : data.products.length === 0 ? (
        <EmptyState category={category} onShowAll={() => choose('')} />
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

      <AnalyzeDialog product={analyzing} onClose={() => setAnalyzing(null)} />
    </div>
  );
}
