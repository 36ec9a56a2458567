import * as Collapsible from '@radix-ui/react-collapsible';
import {
  Calculator,
  ChevronDown,
  CreditCard,
  History,
  Home,
  Package,
  Search,
  Tag,
  Target,
  TrendingUp,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { aiTools, toolRoute, useTools } from '@/features/tools/api/get-tools';
import { fallbackTools } from '@/features/tools/fallback-tools';
import { UsageThisMonth } from '@/features/plans/components/usage-this-month';
import { calculatorLinks } from './calculator-links';
import { NavLink, type NavItem } from './nav-link';

const icons: Record<string, LucideIcon> = { Search, Package, Target, Calculator, Wrench, Home, CreditCard };

export function UserSidebar({ onNavigate }: { onNavigate: () => void }) {
  const tools = useTools(true);
  const toolItems: NavItem[] = aiTools(tools.data ?? fallbackTools).map((t) => ({
    href: toolRoute(t),
    label: t.name,
    icon: icons[t.icon] ?? Wrench,
  }));
  const items: NavItem[] = [
    { href: '/dashboard', label: 'Dashboard', icon: Home },
    ...toolItems,
    { href: '/trending', label: 'Trending Products', icon: TrendingUp },
    { href: '/billing', label: 'Billing', icon: CreditCard },
    { href: '/history', label: 'History', icon: History },
    { href: '/pricing', label: 'Pricing', icon: Tag },
  ];
  return (
    <div className="space-y-1">
      {items.map((item) => (
        <NavLink key={item.href} item={item} onNavigate={onNavigate} />
      ))}
      <Collapsible.Root defaultOpen className="pt-2">
        <Collapsible.Trigger className="group flex w-full items-center justify-between rounded-lg px-3 py-2 text-xs font-semibold tracking-wide text-slate-500 uppercase hover:bg-slate-100">
          Calculators
          <ChevronDown
            className="h-4 w-4 transition-transform group-data-[state=closed]:-rotate-90"
            aria-hidden
          />
        </Collapsible.Trigger>
        <Collapsible.Content className="space-y-1">
          {calculatorLinks.map((item) => (
            <NavLink key={item.href} item={item} onNavigate={onNavigate} />
          ))}
        </Collapsible.Content>
      </Collapsible.Root>
      <UsageThisMonth />
    </div>
  );
}
