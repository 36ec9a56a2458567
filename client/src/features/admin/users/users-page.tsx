import { Crown, UserCheck, UserPlus, Users, UserX } from 'lucide-react';
import { useState } from 'react';
import type { AdminUser } from '@common/contracts/admin';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ListLoading, ListRefetching, ListState } from '@/components/ui/list-states';
import { PageLoader } from '@/components/ui/spinner';
import { PageHeader } from '@/components/layout/page-header';
import { useAdminAnalytics, useAdminUsers } from '../api/admin-api';
import { ListFailure } from '../components/list-failure';
import { Pager } from '../components/pager';
import { StatCard, StatGrid } from '../components/stat-card';
import { CreateUserDialog } from './create-user-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { useUserActions } from './user-actions';
import { UserDetailsDialog } from './user-details-dialog';
import { UsersFilters, type UserFilters } from './users-filters';
import { UsersTable } from './users-table';
import { useDebounced } from './use-debounced';

const pageSize = 20;
const count = (n: number | undefined) => (n === undefined ? '—' : n.toLocaleString('en-IN'));

/** /admin-users: User Management, paged on the server. */
export default function UsersPage() {
  const [filters, setFilters] = useState<UserFilters>({ search: '', joined: '', plan: '' });
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<AdminUser | null>(null);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const search = useDebounced(filters.search.trim());
  const analytics = useAdminAnalytics();
  const users = useAdminUsers({
    page,
    limit: pageSize,
    search,
    joined: filters.joined || undefined,
    plan: filters.plan || undefined,
  });
  const actions = useUserActions(() => {
    setCreating(false);
    setEditing(null);
  });
  if (analytics.isPending) return <PageLoader label="Loading User Management" />;
  const figures = analytics.data;
  const changeFilters = (next: UserFilters) => {
    setFilters(next);
    setPage(1);
  };
  return (
    <div className="space-y-6">
      <PageHeader
        title="User Management"
        icon={Users}
        purpose="Manage users, subscriptions, and user data"
        badge={
          <span className="flex flex-wrap gap-2">
            <Badge tone="brand">Total Users: {count(figures?.totalUsers)}</Badge>
            <Badge tone="green">Active Users: {count(figures?.activeUsers)}</Badge>
            <Badge tone="yellow">Premium Users: {count(figures?.premiumUsers)}</Badge>
          </span>
        }
      />
      <StatGrid>
        <StatCard label="Total Users" value={count(figures?.totalUsers)} icon={Users} />
        <StatCard label="Active Users" value={count(figures?.activeUsers)} icon={UserCheck} />
        <StatCard label="Premium Users" value={count(figures?.premiumUsers)} icon={Crown} />
        <StatCard
          label="Suspended Users"
          value={count(figures?.suspendedUsers)}
          icon={UserX}
          note={`${count(figures?.newUsersLast30Days)} joined in the last 30 days`}
        />
      </StatGrid>
      <Card className="space-y-4 p-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-base font-semibold text-slate-900">Users</h2>
          <Button onClick={() => setCreating(true)}>
            <UserPlus className="h-4 w-4" aria-hidden /> Create New User
          </Button>
        </div>
        <UsersFilters value={filters} onChange={changeFilters} />
        {users.isFetching && !users.isPending && <ListRefetching label="Fetching user data..." />}
        {users.isPending ? (
          <ListLoading label="Loading Users" />
        ) : users.isError ? (
          <ListFailure title="Failed to Load Users" />
        ) : users.data.users.length === 0 ? (
          <ListState icon={Users} title="No users found" text="Try another search or filter." />
        ) : (
          <>
            <UsersTable users={users.data.users} actions={actions} onView={setViewing} onEdit={setEditing} />
            <Pager pagination={users.data.pagination} onPage={setPage} />
          </>
        )}
      </Card>
      <CreateUserDialog open={creating} onOpenChange={setCreating} actions={actions} />
      <UserDetailsDialog user={viewing} onClose={() => setViewing(null)} />
      <EditUserDialog user={editing} onClose={() => setEditing(null)} actions={actions} />
    </div>
  );
}
