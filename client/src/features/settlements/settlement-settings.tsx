import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  marketplaceZones,
  productCategories,
  productCategoryLabels,
  type MarketplaceZone,
  type ProductCategory,
} from '@common/calculators/rate-cards/types';
import type { Settlement } from '@common/contracts/settlements';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { ApiError } from '@/lib/api-error';
import { reconcileSettlement, settlementsKey } from './api/settlements-api';

const zoneLabels: Record<MarketplaceZone, string> = {
  local: 'Local (same city)',
  regional: 'Regional (same state or region)',
  national: 'National (rest of India)',
};

/** What the check needs from the seller: the products' category, their packed weight and zone, the threshold. */
export function SettlementSettings({ settlement }: { settlement: Settlement }) {
  const queryClient = useQueryClient();
  const [category, setCategory] = useState<ProductCategory>(settlement.settings?.category ?? 'books');
  const [weight, setWeight] = useState(
    settlement.settings?.weightKg ? String(settlement.settings.weightKg) : '',
  );
  const [zone, setZone] = useState<MarketplaceZone>(settlement.settings?.zone ?? 'national');
  const [threshold, setThreshold] = useState(String(settlement.settings?.threshold ?? 1));
  const check = useMutation({
    mutationFn: () =>
      reconcileSettlement(settlement.id, {
        category,
        zone,
        threshold: Number(threshold) || 0,
        ...(weight.trim() ? { weightKg: Number(weight) } : {}),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settlementsKey }),
  });
  const error =
    check.error instanceof ApiError ? check.error.message : check.error ? 'Could not check the file' : '';
  // Flipkart's and Meesho's files state what the check needs: only the threshold is asked.
  const amazon = settlement.marketplace === 'amazon';
  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        {amazon && (
          <>
            <SelectField
              label="Products' category"
              value={category}
              options={productCategories.map((c) => ({ value: c, label: productCategoryLabels[c] }))}
              onValueChange={(v) => setCategory(v as ProductCategory)}
            />
            <SelectField
              label="Delivery zone"
              value={zone}
              options={marketplaceZones.map((z) => ({ value: z, label: zoneLabels[z] }))}
              onValueChange={(v) => setZone(v as MarketplaceZone)}
            />
            <Field
              label="Packed weight of a unit (kg)"
              inputMode="decimal"
              value={weight}
              placeholder="0.4"
              hint="Without it, weight handling fees are not checked."
              onChange={(e) => setWeight(e.target.value)}
            />
          </>
        )}
        <Field
          label="Leave out differences up to (₹)"
          inputMode="decimal"
          value={threshold}
          onChange={(e) => setThreshold(e.target.value)}
        />
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {settlement.status === 'failed' && settlement.error && (
        <p role="alert" className="text-sm text-red-700">
          {settlement.error}
        </p>
      )}
      {settlement.status === 'cancelled' && (
        <p className="text-sm text-slate-600">The check was cancelled.</p>
      )}
      <Button onClick={() => check.mutate()} disabled={check.isPending}>
        {settlement.result || settlement.status !== 'pending' ? 'Check again' : 'Check this settlement'}
      </Button>
    </div>
  );
}
