import { Database, FileText, LayoutDashboard, TrendingUp, Users, Wrench } from 'lucide-react';
import { NavLink, type NavItem } from './nav-link';

const adminLinks: NavItem[] = [
  { href: '/admin', label: 'Dashboard', icon: LayoutDashboard },
  { href: '/admin-users', label: 'Users', icon: Users },
  { href: '/admin-tools', label: 'Tools', icon: Wrench },
  { href: '/admin-plans', label: 'Plans', icon: Database },
  { href: '/admin-trends', label: 'Trending Products', icon: TrendingUp },
  { href: '/admin-cms', label: 'CMS Settings', icon: FileText },
];

export function AdminSidebar({ onNavigate }: { onNavigate: () => void }) {
  return (
    <div className="space-y-1">
      <p className="px-3 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">Admin</p>
      {adminLinks.map((item) => (
        <NavLink key={item.href} item={item} onNavigate={onNavigate} />
      ))}
    </div>
  );
}
