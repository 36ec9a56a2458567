import type { AdminUser } from '@common/contracts/admin';
import { Badge } from '@/components/ui/badge';
import { Dialog } from '@/components/ui/dialog';
import { formatMoney } from '@/lib/format';
import { fullName, planExpiry, shortDate, statusView } from './user-display';

/** User Details: everything the list knows about one user. */
export function UserDetailsDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  if (!user)
    return (
      <Dialog open={false} onOpenChange={onClose} title="User Details">
        {null}
      </Dialog>
    );
  const status = statusView(user.status);
  const expiry = planExpiry(user);
  const rows: Array<[string, React.ReactNode]> = [
    ['Email', user.email],
    ['Role', user.role === 'admin' ? 'Admin' : 'User'],
    ['Status', <Badge tone={status.tone}>{status.label}</Badge>],
    ['Plan', user.plan_name ?? 'Free'],
    ['Price', user.plan_price === null ? '—' : formatMoney(user.plan_price, user.plan_currency)],
    ['Plan started', shortDate(user.plan_start_date)],
    ['Plan ends', shortDate(user.plan_end_date)],
    [
      'Expiry',
      <Badge tone={expiry.tone}>{expiry.note ? `${expiry.label} · ${expiry.note}` : expiry.label}</Badge>,
    ],
    ['Joined', shortDate(user.created_at)],
  ];
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="User Details"
      description={fullName(user)}
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="min-w-0 break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
