import { Pencil, Trash2, UserPlus } from 'lucide-react';
import type { AdminPlan } from '@common/contracts/admin-plans';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { limitLabel } from '@/lib/format';
import { countOf } from '@/lib/plural';
import { planPrice } from './plan-figures';

const periodWord: Record<string, string> = { month: 'month', year: 'year', forever: 'one-time' };
const caption: Record<string, string> = {
  month: 'Billed monthly',
  year: 'Billed yearly',
  forever: 'One-time payment',
};

/** One plan of the grid: badge, price '/period', caption, display priority, limits. */
export function PlanCard({
  plan,
  onEdit,
  onDelete,
  onMakeSignup,
}: {
  plan: AdminPlan;
  onEdit: () => void;
  onDelete: () => void;
  onMakeSignup: () => void;
}) {
  const canStartSellers = plan.is_active && plan.billing_period === 'trial' && !plan.is_signup_plan;
  const badge = plan.is_active && plan.is_popular ? 'Popular' : plan.is_active ? 'Active' : 'Inactive';
  const price = planPrice(plan.price, plan.currency);
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="plan-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-semibold break-words text-slate-900">{plan.name}</h2>
          <p className="text-sm text-slate-600">{plan.description}</p>
        </div>
        <Badge tone={badge === 'Popular' ? 'brand' : badge === 'Active' ? 'green' : 'neutral'}>{badge}</Badge>
      </div>
      <p>
        <span className="text-2xl font-bold text-slate-900">{price}</span>
        <span className="text-sm text-slate-500">
          /{periodWord[plan.billing_period] ?? plan.billing_period}
        </span>
      </p>
      <p className="text-xs text-slate-500">
        {caption[plan.billing_period] ?? plan.billing_period} · Display priority {plan.sort_order} ·{' '}
        {countOf(plan.subscriber_count, 'subscriber', 'subscribers')}
      </p>
      {plan.is_signup_plan && (
        <p className="flex items-center gap-1.5 rounded-md bg-brand-50 px-2 py-1 text-xs font-medium text-brand-700">
          <UserPlus className="h-3.5 w-3.5" aria-hidden /> Sign-up plan: every new seller starts on it
        </p>
      )}
      <ul className="flex-1 space-y-1 text-sm text-slate-700">
        {Object.entries(plan.limits).map(([toolId, limit]) => (
          <li key={toolId} className="flex justify-between gap-2">
            <span>{limit.tool_name}</span>
            <span className="font-medium">{limitLabel(limit)}</span>
          </li>
        ))}
      </ul>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit Plan ${plan.name}`}>
          <Pencil className="h-4 w-4" aria-hidden /> Edit Plan
        </Button>
        {canStartSellers && (
          <Button variant="secondary" size="sm" onClick={onMakeSignup}>
            <UserPlus className="h-4 w-4" aria-hidden /> Use for sign-ups
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          onClick={onDelete}
          aria-label={`Delete ${plan.name}`}
          className="text-red-600 hover:bg-red-50"
        >
          <Trash2 className="h-4 w-4" aria-hidden />
        </Button>
      </div>
    </Card>
  );
}
