import { Search } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { TrendingProduct } from '../api/trending-api';
import { formatRupees } from '../trending-format';
import { ProductImage } from './product-image';
import { CompetitionBadge, DemandMeter, TrendLabel } from './product-meta';

interface ProductCardProps {
  product: TrendingProduct;
  onAnalyze: (product: TrendingProduct) => void;
}

/** One trending product: image, demand, category, competition, trend and estimated profit. */
export function ProductCard({ product, onAnalyze }: ProductCardProps) {
  return (
    <article
      className="flex min-w-0 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
      data-testid="trending-card"
      aria-labelledby={`trending-${product.id}`}
    >
      {/* Phones: a thumbnail beside the name keeps the long list short. Wider: a banner on top. */}
      <div className="flex items-start gap-3 px-4 pt-4 sm:block sm:px-0 sm:pt-0">
        <ProductImage
          name={product.name}
          category={product.category}
          imageUrl={product.image_url}
          className="h-16 w-16 shrink-0 rounded-xl sm:h-32 sm:w-full sm:rounded-none"
          iconClassName="h-7 w-7 sm:h-10 sm:w-10"
        />
        <div className="min-w-0 flex-1 space-y-2 sm:px-4 sm:pt-4">
          <Badge tone="neutral" data-testid="category">
            {product.category}
          </Badge>
          <h3 id={`trending-${product.id}`} className="leading-snug font-semibold break-words text-slate-900">
            {product.name}
          </h3>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-4 p-4">
        <DemandMeter score={product.demand_score} />
        <dl className="grid grid-cols-2 gap-x-3 gap-y-3 text-sm">
          <div className="min-w-0">
            <dt className="text-xs text-slate-500">Competition</dt>
            <dd className="mt-1">
              <CompetitionBadge level={product.competition_level} />
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="text-xs text-slate-500">Trend</dt>
            <dd className="mt-1">
              <TrendLabel trend={product.market_trend} />
            </dd>
          </div>
          <div className="col-span-2 min-w-0">
            <dt className="text-xs text-slate-500">Profit potential</dt>
            <dd className="mt-0.5 flex flex-wrap items-baseline gap-x-1.5">
              <span className="text-lg font-semibold text-slate-900" data-testid="profit">
                {formatRupees(product.profit_potential)}
              </span>
              <span className="text-xs text-slate-500">per unit · Estimated</span>
            </dd>
          </div>
        </dl>
        <Button variant="secondary" className="mt-auto w-full" onClick={() => onAnalyze(product)}>
          <Search className="h-4 w-4" aria-hidden />
          Analyze Product
        </Button>
      </div>
    </article>
  );
}
