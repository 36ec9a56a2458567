import { planFormToolKeys, type PlanFormLimits, type PlanFormToolKey } from '@common/contracts/admin-plans';
import { TextField } from '../components/text-field';
import { integerOrZero } from './plan-form-values';

const toolLabels: Record<PlanFormToolKey, string> = {
  keyword_research: 'Keyword Research',
  product_research: 'Product Research',
  product_optimization: 'Product Optimization',
};

/** Each AI tool's monthly limit; ticking Unlimited hides the number. */
export function LimitFields({
  value,
  onChange,
}: {
  value: PlanFormLimits;
  onChange: (next: PlanFormLimits) => void;
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">Tool limits</legend>
      {planFormToolKeys.map((key) => {
        const limit = value[key];
        const set = (patch: Partial<typeof limit>) => onChange({ ...value, [key]: { ...limit, ...patch } });
        return (
          <div
            key={key}
            className="grid gap-2 rounded-xl border border-slate-200 p-3 sm:grid-cols-[1fr_12rem] sm:items-start"
          >
            <div className="space-y-2">
              <p className="text-sm font-medium text-slate-800">{toolLabels[key]}</p>
              <label className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  checked={limit.is_unlimited}
                  onChange={(e) => set({ is_unlimited: e.target.checked })}
                  className="h-4 w-4 rounded border-slate-300"
                />
                Unlimited
              </label>
            </div>
            {!limit.is_unlimited && (
              <TextField
                label={`${toolLabels[key]} monthly limit`}
                inputMode="numeric"
                value={limit.monthly_limit === 0 ? '' : String(limit.monthly_limit)}
                onChange={(e) => set({ monthly_limit: integerOrZero(e.target.value) })}
                hint="Leave empty for unlimited access"
              />
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
