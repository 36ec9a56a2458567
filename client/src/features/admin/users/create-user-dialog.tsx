import type { FormEvent } from 'react';
import { userStatuses, type UserStatus } from '@common/contracts/admin';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '../components/text-field';
import type { UserActions } from './user-actions';

export const statusOptions = userStatuses.map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) }));

/** Create New User: first name, last name, email, password, status. */
export function CreateUserDialog({
  open,
  onOpenChange,
  actions,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  actions: UserActions;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (key: string) => String(form.get(key) ?? '');
    actions.create.mutate({
      first_name: text('first_name'),
      last_name: text('last_name'),
      email: text('email'),
      password: text('password'),
      status: text('status') as UserStatus,
    });
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create New User"
      description="The account is created verified."
    >
      <form id="create-user" onSubmit={submit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First Name" name="first_name" required autoComplete="off" />
          <TextField label="Last Name" name="last_name" required autoComplete="off" />
        </div>
        <TextField label="Email" name="email" type="email" required autoComplete="off" />
        <TextField
          label="Password"
          name="password"
          type="password"
          required
          minLength={8}
          autoComplete="new-password"
        />
        <SelectField label="Status" name="status" options={statusOptions} defaultValue="active" />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={actions.create.isPending}>
            {actions.create.isPending ? 'Creating...' : 'Create User'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
