import type { AdminTrendingProduct } from '@common/contracts/trending';
import { SafeHtml } from '@/components/safe-html';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { formatRupees } from '../trending-format';
import { demandTone } from './admin-trending-rules';

/** Product Analysis (read-only): description as rich text, demand, profit, sort order, and Edit Product. */
export function ProductAnalysisDialog(props: {
  product: AdminTrendingProduct;
  onClose: () => void;
  onEdit: () => void;
}) {
  const { product: p } = props;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && props.onClose()}
      title="Product Analysis"
      description={`${p.name} · ${p.category}`}
      footer={<Button onClick={props.onEdit}>Edit Product</Button>}
    >
      <div className="space-y-4">
        <SafeHtml html={p.description} />
        <dl className="grid grid-cols-3 gap-3 text-sm">
          <div>
            <dt className="text-slate-500">Demand Score</dt>
            <dd className={cn('text-lg font-semibold', demandTone(p.demand_score))}>{p.demand_score}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Profit Potential</dt>
            <dd className="text-lg font-semibold">{formatRupees(p.profit_potential)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Sort Order</dt>
            <dd className="text-lg font-semibold">{p.sort_order}</dd>
          </div>
        </dl>
      </div>
    </Dialog>
  );
}

/** 'Are you sure you want to delete' the name, 'This action cannot be undone.', Cancel and Delete. */
export function DeleteProductDialog(props: {
  product: AdminTrendingProduct;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open
      variant="alert"
      onOpenChange={(open) => !open && props.onCancel()}
      title="Delete Product"
      description={`Are you sure you want to delete "${props.product.name}"? This action cannot be undone.`}
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button variant="destructive" disabled={props.pending} onClick={props.onConfirm}>
          Delete
        </Button>
      </div>
    </Dialog>
  );
}
