import { Eye, Pencil, Shield, ShieldOff, Trash2, UserCheck, UserX } from 'lucide-react';
import type { AdminUser } from '@common/contracts/admin';
import { Button } from '@/components/ui/button';
import { fullName } from './user-display';
import type { UserActions } from './user-actions';

interface RowActionsProps {
  user: AdminUser;
  actions: UserActions;
  onView: (user: AdminUser) => void;
  onEdit: (user: AdminUser) => void;
}

/** View, edit, role, status and delete of one user. */
export function UserRowActions({ user, actions, onView, onEdit }: RowActionsProps) {
  const name = fullName(user);
  const suspended = user.status === 'suspended';
  const admin = user.role === 'admin';
  const remove = () => {
    if (window.confirm('Are you sure you want to delete this user?')) actions.remove.mutate(user.id);
  };
  const icon = (label: string, Icon: typeof Eye, onClick: () => void, danger = false) => (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`${label} ${name}`}
      title={label}
      onClick={onClick}
      className={danger ? 'text-red-600 hover:bg-red-50' : undefined}
    >
      <Icon className="h-4 w-4" aria-hidden />
    </Button>
  );
  return (
    <div className="flex justify-start gap-0.5 md:justify-end">
      {icon('View', Eye, () => onView(user))}
      {icon('Edit', Pencil, () => onEdit(user))}
      {icon(admin ? 'Make user' : 'Make admin', admin ? ShieldOff : Shield, () =>
        actions.setRole.mutate({ id: user.id, role: admin ? 'user' : 'admin' }),
      )}
      {icon(suspended ? 'Activate' : 'Suspend', suspended ? UserCheck : UserX, () =>
        actions.setStatus.mutate({ id: user.id, status: suspended ? 'active' : 'suspended' }),
      )}
      {icon('Delete', Trash2, remove, true)}
    </div>
  );
}
