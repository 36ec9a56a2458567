import { useState } from 'react';
import {
  competitionLevels,
  marketTrends,
  trendingCategoryChoices,
  type TrendingProductInput,
} from '@common/contracts/trending';
import { LazyRichTextEditor } from '@/components/lazy-rich-text-editor';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { fieldErrorsOf } from '@/lib/error-feedback';
import { competitionLabels, trendLabels } from '../trending-format';

const createNew = '__new__';

interface ProductFormDialogProps {
  mode: 'add' | 'edit';
  initial: TrendingProductInput;
  usedCategories: string[];
  pending: boolean;
  error: unknown;
  onSubmit: (input: TrendingProductInput) => void;
  onClose: () => void;
}

/** Add Product / Edit Product. */
export function ProductFormDialog(props: ProductFormDialogProps) {
  const { mode, initial, pending } = props;
  const [form, setForm] = useState(initial);
  const [newCategory, setNewCategory] = useState(false);
  const errors = fieldErrorsOf(props.error);
  const set = <K extends keyof TrendingProductInput>(key: K, value: TrendingProductInput[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const number = (value: string) => (value === '' ? 0 : Number.parseInt(value, 10) || 0);
  const categories = trendingCategoryChoices([...props.usedCategories, initial.category].filter(Boolean));
  const options = [
    ...categories.map((c) => ({ value: c, label: c })),
    { value: createNew, label: '+ Create New Category' },
  ];

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && props.onClose()}
      title={mode === 'add' ? 'Add Product' : 'Edit Product'}
      width="xl"
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" form="trending-product-form" disabled={pending}>
            {pending
              ? mode === 'add'
                ? 'Creating...'
                : 'Updating...'
              : mode === 'add'
                ? 'Create Product'
                : 'Update Product'}
          </Button>
        </>
      }
    >
      <form
        id="trending-product-form"
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit({ ...form, image_url: form.image_url || null });
        }}
      >
        <Field
          label="Product Name"
          value={form.name}
          onChange={(e) => set('name', e.target.value)}
          required
          error={errors.name}
        />
        {newCategory ? (
          <div className="flex items-end gap-2">
            <div className="flex-1">
              <Field
                label="New Category"
                value={form.category}
                onChange={(e) => set('category', e.target.value)}
                required
                autoFocus
                error={errors.category}
              />
            </div>
            <Button
              variant="secondary"
              onClick={() => {
                setNewCategory(false);
                set('category', initial.category);
              }}
            >
              Cancel
            </Button>
          </div>
        ) : (
          <SelectField
            label="Category"
            options={options}
            emptyLabel="Select a category"
            value={form.category}
            error={errors.category}
            onValueChange={(value) => {
              if (value === createNew) {
                setNewCategory(true);
                set('category', '');
              } else set('category', value);
            }}
          />
        )}
        <div className="space-y-1.5">
          <span className="block text-sm font-medium text-slate-700">Description</span>
          <LazyRichTextEditor
            label="Description"
            value={form.description}
            onChange={(d) => set('description', d)}
          />
          {errors.description && <p className="text-sm text-red-700">{errors.description}</p>}
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field
            label="Demand Score"
            type="number"
            min={0}
            max={100}
            value={form.demand_score}
            onChange={(e) => set('demand_score', number(e.target.value))}
            error={errors.demand_score}
          />
          <Field
            label="Profit Potential (₹)"
            type="number"
            min={0}
            value={form.profit_potential}
            onChange={(e) => set('profit_potential', number(e.target.value))}
            error={errors.profit_potential}
          />
          <Field
            label="Sort Order"
            type="number"
            min={0}
            value={form.sort_order}
            onChange={(e) => set('sort_order', number(e.target.value))}
            error={errors.sort_order}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Competition Level"
            options={competitionLevels.map((c) => ({ value: c, label: competitionLabels[c] }))}
            value={form.competition_level}
            onValueChange={(v) => set('competition_level', v as TrendingProductInput['competition_level'])}
          />
          <SelectField
            label="Market Trend"
            options={marketTrends.map((t) => ({ value: t, label: trendLabels[t] }))}
            value={form.market_trend}
            onValueChange={(v) => set('market_trend', v as TrendingProductInput['market_trend'])}
          />
        </div>
        <Field
          label="Image URL"
          type="url"
          value={form.image_url ?? ''}
          onChange={(e) => set('image_url', e.target.value)}
          placeholder="https://…"
          error={errors.image_url}
        />
      </form>
    </Dialog>
  );
}
