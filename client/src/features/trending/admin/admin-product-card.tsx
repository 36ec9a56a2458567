import { Eye, Pencil, Trash2, TrendingDown, TrendingUp, Minus } from 'lucide-react';
import { useState } from 'react';
import type { AdminTrendingProduct } from '@common/contracts/trending';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { competitionLabels, formatRupees, showableImage, trendLabels } from '../trending-format';
import { competitionTone, demandTone } from './admin-trending-rules';

export const trendIcon = { growing: TrendingUp, stable: Minus, declining: TrendingDown } as const;

interface AdminProductCardProps {
  product: AdminTrendingProduct;
  toggling: boolean;
  onToggle: (isActive: boolean) => void;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One product card of the admin list: image (hidden if it fails), figures by the spec's colours, switch, actions. */
export function AdminProductCard({ product: p, toggling, ...actions }: AdminProductCardProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const src = imageFailed ? null : showableImage(p.image_url);
  const Trend = trendIcon[p.market_trend];
  return (
    <article
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
      data-testid="admin-product-card"
    >
      {src && (
        <img
          src={src}
          alt={p.name}
          onError={() => setImageFailed(true)}
          className="h-36 w-full bg-slate-100 object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-semibold break-words text-slate-900">{p.name}</h3>
            <p className="text-sm text-slate-600">{p.category}</p>
          </div>
          <label className="flex shrink-0 items-center gap-2 text-xs text-slate-600">
            <input
              type="checkbox"
              role="switch"
              aria-label={`Active: ${p.name}`}
              checked={p.is_active}
              disabled={toggling}
              onChange={(e) => actions.onToggle(e.target.checked)}
              className="h-4 w-7 accent-brand-600"
            />
            {p.is_active ? 'Active' : 'Inactive'}
          </label>
        </div>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <dt className="text-slate-500">Competition</dt>
          <dd>
            <span
              className={cn(
                'rounded-full px-2 py-0.5 text-xs font-medium',
                competitionTone[p.competition_level],
              )}
            >
              {competitionLabels[p.competition_level]}
            </span>
          </dd>
          <dt className="text-slate-500">Demand Score</dt>
          <dd className={cn('font-semibold', demandTone(p.demand_score))}>{p.demand_score}</dd>
          <dt className="text-slate-500">Profit Potential</dt>
          <dd className="font-semibold text-slate-900">{formatRupees(p.profit_potential)}</dd>
          <dt className="text-slate-500">Market Trend</dt>
          <dd className="flex items-center gap-1 text-slate-900">
            <Trend className="h-4 w-4" aria-hidden />
            {trendLabels[p.market_trend]}
          </dd>
        </dl>
        <div className="mt-auto flex gap-2 pt-2">
          <Button size="sm" variant="secondary" onClick={actions.onView} aria-label={`View ${p.name}`}>
            <Eye className="h-4 w-4" aria-hidden />
          </Button>
          <Button size="sm" variant="secondary" onClick={actions.onEdit} aria-label={`Edit ${p.name}`}>
            <Pencil className="h-4 w-4" aria-hidden />
          </Button>
          <Button size="sm" variant="secondary" onClick={actions.onDelete} aria-label={`Delete ${p.name}`}>
            <Trash2 className="h-4 w-4 text-red-600" aria-hidden />
          </Button>
        </div>
      </div>
    </article>
  );
}
