import { CheckCircle, Database, IndianRupee, Layers, Plus, Users } from 'lucide-react';
import { useState } from 'react';
import type { AdminPlan, AdminPlanInput } from '@common/contracts/admin-plans';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListLoading } from '@/components/ui/list-states';
import { PageHeader } from '@/components/layout/page-header';
import { api } from '@/lib/api-client';
import { useAdminAction } from '../api/admin-changes-api';
import { useAdminPlans } from '../api/admin-api';
import { ListFailure } from '../components/list-failure';
import { StatCard, StatGrid } from '../components/stat-card';
import { PlanCard } from './plan-card';
import { planFigures } from './plan-figures';
import { PlanFormDialog } from './plan-form-dialog';

const planPath = (id: string) => `/api/admin/pricing/plans/${id}`;

/** /admin-plans: Plan Management. */
export default function PlansPage() {
  const plans = useAdminPlans();
  const [form, setForm] = useState<{ plan: AdminPlan | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminPlan | null>(null);
  const close = () => setForm(null);
  const create = useAdminAction({
    run: (body: AdminPlanInput) => api.post<AdminPlan>('/api/admin/pricing/plans', { ...body }),
    success: 'Plan created successfully',
    failure: 'Failed to create plan',
    onDone: close,
  });
  const update = useAdminAction({
    run: ({ id, body }: { id: string; body: AdminPlanInput }) =>
      api.put<AdminPlan>(planPath(id), { ...body }),
    success: 'Plan updated successfully',
    failure: 'Failed to update plan',
    onDone: close,
  });
  const remove = useAdminAction({
    run: (id: string) => api.delete<{ message: string }>(planPath(id)),
    success: 'Plan deleted successfully',
    failure: 'Failed to delete plan',
  });
  const makeSignup = useAdminAction({
    run: (id: string) => api.put<{ message: string }>(`${planPath(id)}/signup`),
    success: 'New sellers now start on this plan',
    failure: 'Failed to change the sign-up plan',
  });
  const figures = planFigures(plans.data ?? []);
  return (
    <div className="space-y-6">
      <PageHeader
        title="Plan Management"
        icon={Database}
        purpose="Create, edit and retire subscription plans and their tool limits"
      />
      <StatGrid>
        <StatCard label="Total Plans" value={figures.total} icon={Layers} />
        <StatCard
          label="Active Plans"
          value={figures.active}
          icon={CheckCircle}
          note={`${figures.activeRate}% active`}
        />
        <StatCard
          label="Revenue Potential"
          value={figures.revenuePotential}
          icon={IndianRupee}
          note="All plan prices, per currency"
        />
        <StatCard
          label="Subscribers"
          value={figures.subscribers}
          icon={Users}
          note="Sellers on active plans"
        />
      </StatGrid>
      <div className="flex justify-end">
        <Button onClick={() => setForm({ plan: null })}>
          <Plus className="h-4 w-4" aria-hidden /> Create New Plan
        </Button>
      </div>
      {plans.isPending ? (
        <ListLoading label="Loading Plans" />
      ) : plans.isError ? (
        <ListFailure title="Failed to Load Plans" />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {plans.data.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              onEdit={() => setForm({ plan })}
              onMakeSignup={() => makeSignup.mutate(plan.id)}
              onDelete={() => setDeleting(plan)}
            />
          ))}
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? 'plan'}`}
        question="Are you sure you want to delete this plan?"
        confirmLabel="Delete"
        destructive
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
          setDeleting(null);
        }}
      />
      <PlanFormDialog
        open={form !== null}
        plan={form?.plan ?? null}
        pending={create.isPending || update.isPending}
        onClose={close}
        onSubmit={(body) => (form?.plan ? update.mutate({ id: form.plan.id, body }) : create.mutate(body))}
      />
    </div>
  );
}
