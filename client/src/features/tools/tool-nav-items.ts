import { Calculator, CreditCard, Home, Package, Search, Target, Wrench, type LucideIcon } from 'lucide-react';
import type { NavItem } from '@/components/layout/nav-link';
import { aiTools, toolRoute, type Tool } from './api/tools-api';
import { fallbackTools } from './fallback-tools';

const icons: Record<string, LucideIcon> = { Search, Package, Target, Calculator, Wrench, Home, CreditCard };

/** The AI tools as sidebar entries; the built-in list until /api/tools answers. */
export const toolNavItems = (tools: readonly Tool[] | undefined): NavItem[] =>
  aiTools(tools ?? fallbackTools).map((t) => ({
    href: toolRoute(t),
    label: t.name,
    icon: icons[t.icon] ?? Wrench,
  }));
