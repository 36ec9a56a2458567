import * as Collapsible from '@radix-ui/react-collapsible';
import { Calculator, ChevronDown, CreditCard, History, Home, Package, Search, Tag, Target, TrendingUp, Wrench, type LucideIcon } from 'lucide-react';
import { calculatorToolId, toolIds } from '@common/constants/tools';
import { toolRoute, useTools, type Tool } from '@/features/tools/api/get-tools';
import { calculatorLinks } from './calculator-links';
import { NavLink, type NavItem } from './nav-link';

const icons: Record<string, LucideIcon> = { Search, Package, Target, Calculator, Wrench, Home, CreditCard };

/** Shown until /api/tools answers (or if it fails), so the menu is never empty. */
const fallbackTools: Tool[] = [
  { id: toolIds.keyword_research, name: 'Keyword Research', route: '/keyword-research', icon: 'Search', is_active: true },
  { id: toolIds.product_research, name: 'Product Research', route: '/product-research', icon: 'Package', is_active: true },
  { id: toolIds.product_optimization, name: 'Product Optimization', route: '/product-optimization', icon: 'Target', is_active: true },
];

export function UserSidebar({ onNavigate }: { onNavigate: () => void }) {
  const tools = useTools(true);
  const toolItems: NavItem[] = (tools.data ?? fallbackTools)
    .filter((t) => t.is_active && t.id !== calculatorToolId && t.name !== 'Calculators')
    .map((t) => ({ href: toolRoute(t), label: t.name, icon: icons[t.icon] ?? Wrench }));
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
          <ChevronDown className="h-4 w-4 transition-transform group-data-[state=closed]:-rotate-90" aria-hidden />
        </Collapsible.Trigger>
        <Collapsible.Content className="space-y-1">
          {calculatorLinks.map((item) => (
            <NavLink key={item.href} item={item} onNavigate={onNavigate} />
          ))}
        </Collapsible.Content>
      </Collapsible.Root>
    </div>
  );
}
