import type { FormEvent } from 'react';
import type { AdminUser, UserStatus } from '@common/contracts/admin';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { useAdminPlans } from '../api/admin-api';
import { TextField } from '../components/text-field';
import { statusOptions } from './create-user-dialog';
import type { UserActions } from './user-actions';

const free = 'free';

/**
 * Edit User: names, email, status and the plan selector (Free or any plan). A changed plan is
 * assigned (or removed, back to Free) at once; the user is told by the form's note.
 */
export function EditUserDialog({
  user,
  onClose,
  actions,
}: {
  user: AdminUser | null;
  onClose: () => void;
  actions: UserActions;
}) {
  const plans = useAdminPlans();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!user) return;
    const form = new FormData(event.currentTarget);
    const text = (key: string) => String(form.get(key) ?? '');
    await actions.update.mutateAsync({
      id: user.id,
      body: {
        first_name: text('first_name'),
        last_name: text('last_name'),
        email: text('email'),
        status: text('status') as UserStatus,
      },
    });
    const planId = text('plan');
    if (planId !== (user.plan_id ?? free)) {
      if (planId === free) await actions.removePlan.mutateAsync(user.id);
      else await actions.assignPlan.mutateAsync({ id: user.id, planId });
    }
    onClose();
  };
  const planOptions = [
    { value: free, label: 'Free' },
    ...(plans.data ?? []).map((p) => ({ value: p.id, label: p.is_active ? p.name : `${p.name} (inactive)` })),
  ];
  const pending = actions.update.isPending || actions.assignPlan.isPending || actions.removePlan.isPending;
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()} title="Edit User">
      {user && (
        <form key={user.id} onSubmit={(e) => void submit(e).catch(() => undefined)} className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="First Name" name="first_name" required defaultValue={user.first_name} />
            <TextField label="Last Name" name="last_name" required defaultValue={user.last_name} />
          </div>
          <TextField label="Email" name="email" type="email" required defaultValue={user.email} />
          <SelectField label="Status" name="status" options={statusOptions} defaultValue={user.status} />
          <SelectField
            key={plans.data ? 'plans' : 'loading'}
            label="Plan"
            name="plan"
            options={planOptions}
            defaultValue={user.plan_id ?? free}
            hint="A plan change takes effect immediately; the user will be notified."
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Updating...' : 'Save Changes'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
