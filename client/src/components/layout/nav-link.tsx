import type { LucideIcon } from 'lucide-react';
import { Link, useRoute } from 'wouter';
import { cn } from '@/lib/cn';

export interface NavItem {
  href: string;
  label: string;
  icon: LucideIcon;
}

export function NavLink({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const [active] = useRoute(item.href);
  const Icon = item.icon;
  return (
    <Link
      href={item.href}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
        active ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100',
      )}
    >
      <Icon className="h-4 w-4 shrink-0" aria-hidden />
      <span className="truncate">{item.label}</span>
    </Link>
  );
}
