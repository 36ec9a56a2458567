import { Eye, Pencil, Shield, ShieldOff, Trash2, UserCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import type { AdminUser } from '@common/contracts/admin';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { fullName } from './user-display';
import type { UserActions } from './user-actions';

interface RowActionsProps {
  user: AdminUser;
  actions: UserActions;
  onView: (user: AdminUser) => void;
  onEdit: (user: AdminUser) => void;
}

type Question = 'make-admin' | 'suspend' | 'delete';

/** The questions asked before giving admin rights, suspending or deleting. */
const questions = (name: string, email: string) => ({
  'make-admin': {
    title: 'Make admin',
    question: `Make ${name} (${email}) an admin? They will be able to manage every user, plan and tool.`,
    confirmLabel: 'Make admin',
    destructive: false,
  },
  suspend: {
    title: 'Suspend user',
    question: `Suspend ${name} (${email})? They are signed out at once and cannot sign in until activated.`,
    confirmLabel: 'Suspend',
    destructive: true,
  },
  delete: {
    title: 'Delete user',
    question: 'Are you sure you want to delete this user?',
    confirmLabel: 'Delete',
    destructive: true,
  },
});

/** View, edit, role, status and delete of one user; giving admin rights, suspending and deleting ask first. */
export function UserRowActions({ user, actions, onView, onEdit }: RowActionsProps) {
  const [asking, setAsking] = useState<Question | null>(null);
  const name = fullName(user);
  const suspended = user.status === 'suspended';
  const admin = user.role === 'admin';
  const confirmed: Record<Question, () => void> = {
    'make-admin': () => actions.setRole.mutate({ id: user.id, role: 'admin' }),
    suspend: () => actions.setStatus.mutate({ id: user.id, status: 'suspended' }),
    delete: () => actions.remove.mutate(user.id),
  };
  const icon = (label: string, Icon: typeof Eye, onClick: () => void, danger = false) => (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`${label} ${name}`}
      title={label}
      onClick={onClick}
      className={danger ? 'px-2 text-red-600 hover:bg-red-50' : 'px-2'}
    >
      <Icon className="h-4 w-4" aria-hidden />
    </Button>
  );
  return (
    <div className="flex justify-start gap-0.5 md:justify-end">
      {icon('View', Eye, () => onView(user))}
      {icon('Edit', Pencil, () => onEdit(user))}
      {admin
        ? icon('Make user', ShieldOff, () => actions.setRole.mutate({ id: user.id, role: 'user' }))
        : icon('Make admin', Shield, () => setAsking('make-admin'))}
      {suspended
        ? icon('Activate', UserCheck, () => actions.setStatus.mutate({ id: user.id, status: 'active' }))
        : icon('Suspend', UserX, () => setAsking('suspend'))}
      {icon('Delete', Trash2, () => setAsking('delete'), true)}
      {asking && (
        <ConfirmDialog
          open
          {...questions(name, user.email)[asking]}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            confirmed[asking]();
            setAsking(null);
          }}
        />
      )}
    </div>
  );
}
