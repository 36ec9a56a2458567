import { Shield } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import type { SessionUser } from '@/features/auth/api/get-user';
import { PlanBadge } from '@/features/plans/components/plan-badge';
import { AdminSidebar } from './admin-sidebar';
import { AppShell } from './app-shell';
import { UserMenu } from './user-menu';
import { UserSidebar } from './user-sidebar';

/** The signed-in frame: the admin menu for admins (spec 01 "Navigation"), the seller menu for everyone else. */
export default function RoleLayout({ user, children }: { user: SessionUser; children: ReactNode }) {
  if (user.role === 'admin') {
    return (
      <AppShell
        home="/admin"
        sidebar={(close) => <AdminSidebar onNavigate={close} />}
        topBar={
          <>
            <Badge tone="brand">
              <Shield className="h-3 w-3" aria-hidden /> Administrator
            </Badge>
            <UserMenu user={user} />
          </>
        }
      >
        {children}
      </AppShell>
    );
  }
  return (
    <AppShell
      home="/dashboard"
      sidebar={(close) => <UserSidebar onNavigate={close} />}
      topBar={
        <>
          <PlanBadge />
          <UserMenu user={user} />
        </>
      }
    >
      {children}
    </AppShell>
  );
}
