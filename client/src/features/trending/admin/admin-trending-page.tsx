import { Plus, TrendingUp } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { trendingCategoryChoices, type AdminTrendingProduct } from '@common/contracts/trending';
import { PageHeader } from '@/components/layout/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { PageLoader } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { AdminPagination } from './admin-pagination';
import { AdminProductCard } from './admin-product-card';
import { AdminStats } from './admin-stats';
import { useAdminTrending } from '../api/admin-trending-api';
import { adminStats, inputOf, newProductDefaults, pageCount, pageOf } from './admin-trending-rules';
import { DeleteProductDialog, ProductAnalysisDialog } from './product-dialogs';
import { ProductFormDialog } from './product-form-dialog';
import { useProductActions } from './use-product-actions';

type Open =
  { kind: 'none' } | { kind: 'add' } | { kind: 'edit' | 'view' | 'delete'; product: AdminTrendingProduct };

/** Trending Products for admins (/admin-trends). */
export default function AdminTrendingPage() {
  const list = useAdminTrending();
  const actions = useProductActions();
  const [category, setCategory] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const close = () => setOpen({ kind: 'none' });

  const { isError, errorUpdatedAt } = list;
  useEffect(() => {
    if (isError)
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to fetch trending products' });
  }, [isError, errorUpdatedAt]);

  const products = useMemo(() => list.data ?? [], [list.data]);
  const stats = adminStats(products);
  const shown = category ? products.filter((p) => p.category === category) : products;
  const pages = pageCount(shown.length);
  const current = Math.min(page, pages);
  const usedCategories = [...new Set(products.map((p) => p.category))];
  const choose = (next: string) => {
    setCategory(next);
    setPage(1);
  };

  if (list.isPending) return <PageLoader />;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageHeader
          title="Trending Products"
          icon={TrendingUp}
          purpose="Manage trending products and market insights"
          badge={
            <span className="flex flex-wrap gap-2">
              <Badge tone="brand">{stats.total} total</Badge>
              <Badge tone="green">{stats.active} active</Badge>
              <Badge tone="blue">{stats.growing} growing</Badge>
            </span>
          }
        />
        <Button onClick={() => setOpen({ kind: 'add' })}>
          <Plus className="h-4 w-4" aria-hidden />
          Add Product
        </Button>
      </div>

      <AdminStats stats={stats} />

      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Category"
          size="sm"
          className="w-60"
          options={[
            { value: '', label: 'All Categories' },
            ...trendingCategoryChoices(usedCategories).map((c) => ({ value: c, label: c })),
          ]}
          value={category}
          onValueChange={choose}
        />
        <span className="text-sm text-slate-600" data-testid="shown-count">
          {shown.length}/{products.length} products
        </span>
        {pages > 1 && (
          <span className="text-sm text-slate-600">
            Page {current} of {pages}
          </span>
        )}
        {category && (
          <span className="flex items-center gap-2 text-sm">
            <Badge tone="brand">{category}</Badge>
            <Button size="sm" variant="ghost" onClick={() => choose('')}>
              Clear
            </Button>
          </span>
        )}
      </div>

      {shown.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
          <h2 className="font-semibold text-slate-900">No products found</h2>
          <p className="mt-1 text-sm text-slate-600">
            {category
              ? 'No products match your filter criteria. Try selecting a different category.'
              : 'No trending products available yet.'}
          </p>
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {pageOf(shown, current).map((product) => (
            <AdminProductCard
              key={product.id}
              product={product}
              toggling={actions.toggle.isPending && actions.toggle.variables?.id === product.id}
              onToggle={(isActive) => actions.setActive(product.id, isActive)}
              onView={() => setOpen({ kind: 'view', product })}
              onEdit={() => setOpen({ kind: 'edit', product })}
              onDelete={() => setOpen({ kind: 'delete', product })}
            />
          ))}
        </div>
      )}
      <AdminPagination page={current} pages={pages} onPage={setPage} />

      {(open.kind === 'add' || open.kind === 'edit') && (
        <ProductFormDialog
          key={open.kind === 'edit' ? open.product.id : 'add'}
          mode={open.kind}
          initial={open.kind === 'edit' ? inputOf(open.product) : newProductDefaults}
          usedCategories={usedCategories}
          pending={actions.create.isPending || actions.update.isPending}
          error={open.kind === 'edit' ? actions.update.error : actions.create.error}
          onSubmit={(input) => actions.save(open.kind === 'edit' ? open.product.id : null, input, close)}
          onClose={() => {
            actions.create.reset();
            actions.update.reset();
            close();
          }}
        />
      )}
      {open.kind === 'view' && (
        <ProductAnalysisDialog
          product={open.product}
          onClose={close}
          onEdit={() => setOpen({ kind: 'edit', product: open.product })}
        />
      )}
      {open.kind === 'delete' && (
        <DeleteProductDialog
          product={open.product}
          pending={actions.remove.isPending}
          onCancel={close}
          onConfirm={() => actions.delete(open.product.id, close)}
        />
      )}
    </div>
  );
}
