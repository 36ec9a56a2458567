import { CreditCard, Database, History, Home, Scale, Tag, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import type { NavItem } from '@/components/layout/nav-link';
import { AdminLayout, SellerLayout } from '@/components/layout/role-layout';
import { useSignOut, type SessionUser } from '@/features/auth';
import { PlanBadge, UsageThisMonth } from '@/features/plans';
import { toolNavItems, useTools } from '@/features/tools';

/** The seller's menu: Dashboard, the active AI tools, then the account screens. */
export function sellerNavItems(toolItems: readonly NavItem[]): NavItem[] {
  return [
    { href: '/dashboard', label: 'Dashboard', icon: Home },
    ...toolItems,
    { href: '/trending', label: 'Trending Products', icon: TrendingUp },
    { href: '/my-data', label: 'My data', icon: Database },
    { href: '/settlements', label: 'Settlement check', icon: Scale },
    { href: '/billing', label: 'Billing', icon: CreditCard },
    { href: '/history', label: 'History', icon: History },
    { href: '/pricing', label: 'Pricing', icon: Tag },
  ];
}

interface SignedInLayoutProps {
  user: SessionUser;
  children: ReactNode;
}

function SellerFrame({ user, children, onSignOut }: SignedInLayoutProps & { onSignOut: () => void }) {
  const tools = useTools(true);
  return (
    <SellerLayout
      account={user}
      onSignOut={onSignOut}
      navItems={sellerNavItems(toolNavItems(tools.data))}
      planBadge={<PlanBadge />}
      usagePanel={<UsageThisMonth />}
    >
      {children}
    </SellerLayout>
  );
}

/** The signed-in frame: the admin menu for admins, the seller menu (wired from the features) for everyone else. */
export default function SignedInLayout({ user, children }: SignedInLayoutProps) {
  const signOut = useSignOut();
  const onSignOut = () => void signOut();
  if (user.role === 'admin')
    return (
      <AdminLayout account={user} onSignOut={onSignOut}>
        {children}
      </AdminLayout>
    );
  return (
    <SellerFrame user={user} onSignOut={onSignOut}>
      {children}
    </SellerFrame>
  );
}
