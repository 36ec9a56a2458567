import type { ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import type { TrendingProduct } from '../api/trending-api';
import { formatRupees } from '../trending-format';
import { AnalyzeActions } from './analyze-actions';
import { ProductImage } from './product-image';
import { CompetitionBadge, DemandMeter, TrendLabel } from './product-meta';
import { SafeHtml } from '@/components/safe-html';

function Stat({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('min-w-0 rounded-xl bg-slate-50 p-3', className)}>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}

interface AnalyzeDialogProps {
  product: TrendingProduct | null;
  onClose: () => void;
}

/** Analyze Product: the description, demand score, profit potential and competition. */
export function AnalyzeDialog({ product, onClose }: AnalyzeDialogProps) {
  return (
    <Dialog
      open={product !== null}
      onOpenChange={(open) => !open && onClose()}
      title={product?.name}
      titleClassName="leading-snug"
      description={
        product && (
          <>
            <span>{product.category}</span>
            <span aria-hidden>·</span>
            <TrendLabel trend={product.market_trend} />
          </>
        )
      }
      descriptionClassName="mt-0.5 flex flex-wrap items-center gap-x-2"
      media={
        product && (
          <ProductImage
            name={product.name}
            category={product.category}
            imageUrl={product.image_url}
            className="h-12 w-12 shrink-0 rounded-xl"
            iconClassName="h-6 w-6"
          />
        )
      }
      footer={product && <AnalyzeActions key={product.id} product={product} onClose={onClose} />}
    >
      {product && (
        <>
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3">
            <Stat label="Demand score" className="col-span-2 sm:col-span-1">
              <DemandMeter score={product.demand_score} labelled={false} />
            </Stat>
            <Stat label="Profit potential">
              <p className="text-lg font-semibold text-slate-900">{formatRupees(product.profit_potential)}</p>
              <p className="text-xs text-slate-500">per unit · Estimated</p>
            </Stat>
            <Stat label="Competition level">
              <CompetitionBadge level={product.competition_level} />
            </Stat>
          </dl>
          <section className="space-y-2" data-testid="analysis">
            <h3 className="text-sm font-semibold text-slate-900">Market analysis</h3>
            {product.description ? (
              <SafeHtml html={product.description} />
            ) : (
              <p className="text-sm text-slate-600">No analysis has been written for this product yet.</p>
            )}
          </section>
          <p className="text-xs text-slate-500">
            Demand, competition and profit figures are curated estimates, not live marketplace data.
          </p>
        </>
      )}
    </Dialog>
  );
}
