import type { AdminUser } from '@common/contracts/admin';
import { Badge } from '@/components/ui/badge';
import { fullName, planExpiry, shortDate, statusView } from './user-display';
import { UserRowActions } from './user-row-actions';
import type { UserActions } from './user-actions';

interface UsersTableProps {
  users: AdminUser[];
  actions: UserActions;
  onView: (user: AdminUser) => void;
  onEdit: (user: AdminUser) => void;
}

function ExpiryBadge({ user }: { user: AdminUser }) {
  const expiry = planExpiry(user);
  return (
    <span className="inline-flex flex-col items-start gap-0.5">
      <Badge tone={expiry.tone} className="whitespace-nowrap">
        {expiry.label}
      </Badge>
      {expiry.note && <span className="text-xs text-slate-500">{expiry.note}</span>}
    </span>
  );
}

/** A card per user on a phone. */
function UserCards({ users, actions, onView, onEdit }: UsersTableProps) {
  return (
    <ul className="divide-y divide-slate-100 md:hidden">
      {users.map((user) => {
        const status = statusView(user.status);
        return (
          <li key={user.id} data-testid="user-card" className="space-y-2 py-3">
            <div className="min-w-0">
              <p className="font-medium break-words text-slate-900">{fullName(user)}</p>
              <p className="text-sm break-words text-slate-500">{user.email}</p>
            </div>
            <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
              <Badge tone={status.tone}>{status.label}</Badge>
              {user.role === 'admin' && <Badge tone="brand">Admin</Badge>}
              <span>{user.plan_name ?? 'Free'}</span>
              <ExpiryBadge user={user} />
            </div>
            <UserRowActions user={user} actions={actions} onView={onView} onEdit={onEdit} />
          </li>
        );
      })}
    </ul>
  );
}

/** The actions column stays in sight at the table's right edge however far the table scrolls. */
const stickyEnd = 'sticky right-0 bg-white shadow-[-8px_0_8px_-8px_rgba(15,23,42,0.15)]';

/** The users: cards on a phone, a table from 768 px (role shown beside the status, as on the cards). */
export function UsersTable(props: UsersTableProps) {
  const { users, actions, onView, onEdit } = props;
  return (
    <>
      <UserCards {...props} />
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase">
            <tr>
              <th className="px-4 py-3 font-medium">User</th>
              <th className="px-4 py-3 font-medium">Status</th>
              <th className="px-4 py-3 font-medium">Plan</th>
              <th className="px-4 py-3 font-medium">Expiry</th>
              <th className="px-4 py-3 font-medium">Joined</th>
              <th className={`px-2 py-3 text-right font-medium ${stickyEnd}`}>Actions</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {users.map((user) => {
              const status = statusView(user.status);
              return (
                <tr key={user.id} data-testid="user-row">
                  <td className="px-4 py-3">
                    <p className="font-medium break-words text-slate-900">{fullName(user)}</p>
                    <p className="break-all text-slate-500">{user.email}</p>
                  </td>
                  <td className="px-4 py-3">
                    <span className="flex flex-wrap gap-1">
                      <Badge tone={status.tone}>{status.label}</Badge>
                      {user.role === 'admin' && <Badge tone="brand">Admin</Badge>}
                    </span>
                  </td>
                  <td className="px-4 py-3 text-slate-700">{user.plan_name ?? 'Free'}</td>
                  <td className="px-4 py-3">
                    <ExpiryBadge user={user} />
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-600">{shortDate(user.created_at)}</td>
                  <td className={`px-2 py-3 ${stickyEnd}`}>
                    <UserRowActions user={user} actions={actions} onView={onView} onEdit={onEdit} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
