import { useState, type FormEvent } from 'react';
import type { AdminPlan, AdminPlanInput } from '@common/contracts/admin-plans';
import { currencies } from '@common/contracts/plans';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '../components/text-field';
import { LimitFields } from './limit-fields';
import { initialValues, planBody } from './plan-form-values';

const periodOptions = [
  { value: 'month', label: 'Monthly' },
  { value: 'year', label: 'Yearly' },
  { value: 'forever', label: 'One-time' },
];
const currencyOptions = currencies.map((c) => ({ value: c, label: c }));

interface PlanFormDialogProps {
  /** null: Create New Plan; a plan: Edit Plan. */
  plan: AdminPlan | null;
  open: boolean;
  pending: boolean;
  onClose: () => void;
  onSubmit: (body: AdminPlanInput) => void;
}

function PlanForm({ plan, pending, onClose, onSubmit }: Omit<PlanFormDialogProps, 'open'>) {
  const start = initialValues(plan);
  const [limits, setLimits] = useState(start.limits);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(planBody(new FormData(event.currentTarget), limits));
  };
  const check = (name: string, label: string, checked: boolean) => (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      <input
        type="checkbox"
        name={name}
        defaultChecked={checked}
        className="h-4 w-4 rounded border-slate-300"
      />{' '}
      {label}
    </label>
  );
  return (
    <form onSubmit={submit} className="space-y-4">
      <TextField label="Plan Name" name="name" required defaultValue={start.name} />
      <TextField label="Description" name="description" required defaultValue={start.description} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Price"
          name="price"
          required
          inputMode="decimal"
          defaultValue={String(start.price)}
        />
        <SelectField
          label="Currency"
          name="currency"
          options={currencyOptions}
          defaultValue={start.currency}
        />
        <SelectField
          label="Billing Period"
          name="billing_period"
          options={periodOptions}
          defaultValue={start.billing_period}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3 sm:items-end">
        <TextField
          label="Sort Order"
          name="sort_order"
          required
          inputMode="numeric"
          defaultValue={String(start.sort_order)}
        />
        {check('is_active', 'Active', start.is_active)}
        {check('is_popular', 'Popular', start.is_popular)}
      </div>
      <LimitFields value={limits} onChange={setLimits} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? (plan ? 'Updating...' : 'Creating...') : plan ? 'Update Plan' : 'Create Plan'}
        </Button>
      </div>
    </form>
  );
}

/** Create New Plan / Edit Plan. */
export function PlanFormDialog(props: PlanFormDialogProps) {
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => !open && props.onClose()}
      title={props.plan ? 'Edit Plan' : 'Create New Plan'}
    >
      {props.open && <PlanForm key={props.plan?.id ?? 'new'} {...props} />}
    </Dialog>
  );
}
