import { Shield } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { AdminSidebar } from './admin-sidebar';
import { AppShell } from './app-shell';
import type { NavItem } from './nav-link';
import { UserMenu, type Account } from './user-menu';
import { UserSidebar } from './user-sidebar';

interface LayoutProps {
  account: Account;
  onSignOut: () => void;
  children: ReactNode;
}

/** The admin's frame: the admin menu and the Administrator badge. */
export function AdminLayout({ account, onSignOut, children }: LayoutProps) {
  return (
    <AppShell
      home="/admin"
      sidebar={(close) => <AdminSidebar onNavigate={close} />}
      topBar={
        <>
          <Badge tone="brand">
            <Shield className="h-3 w-3" aria-hidden /> Administrator
          </Badge>
          <UserMenu account={account} onSignOut={onSignOut} />
        </>
      }
    >
      {children}
    </AppShell>
  );
}

interface SellerLayoutProps extends LayoutProps {
  navItems: readonly NavItem[];
  /** Top bar, beside the account menu: the plan badge. */
  planBadge: ReactNode;
  /** Under the menu: the usage panel. */
  usagePanel: ReactNode;
}

/** The seller's frame: their menu with the usage panel, the plan badge and the account menu. */
export function SellerLayout({
  account,
  onSignOut,
  navItems,
  planBadge,
  usagePanel,
  children,
}: SellerLayoutProps) {
  return (
    <AppShell
      home="/dashboard"
      sidebar={(close) => <UserSidebar items={navItems} footer={usagePanel} onNavigate={close} />}
      topBar={
        <>
          {planBadge}
          <UserMenu account={account} onSignOut={onSignOut} />
        </>
      }
    >
      {children}
    </AppShell>
  );
}
