import * as Collapsible from '@radix-ui/react-collapsible';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { calculatorLinks } from './calculator-links';
import { NavLink, type NavItem } from './nav-link';

interface UserSidebarProps {
  /** The seller's screens, in menu order. */
  items: readonly NavItem[];
  /** Under the menu: the 'Usage This Month' panel. */
  footer?: ReactNode;
  onNavigate: () => void;
}

/** The seller's menu, the collapsible Calculators group and a panel below. */
export function UserSidebar({ items, footer, onNavigate }: UserSidebarProps) {
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
      {footer}
    </div>
  );
}
