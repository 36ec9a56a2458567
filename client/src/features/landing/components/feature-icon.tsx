import {
  Calculator,
  CreditCard,
  Database,
  Home,
  Package,
  Search,
  Shield,
  Sparkles,
  Target,
  Users,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

/** The icon names an administrator may pick; anything else shows a sparkle. */
const icons: Record<string, LucideIcon> = {
  Home,
  Search,
  Package,
  Target,
  Calculator,
  CreditCard,
  Users,
  Wrench,
  Database,
  Shield,
};

export function FeatureIcon({ name, className }: { name: string; className?: string }) {
  const Icon = icons[name] ?? Sparkles;
  return <Icon className={className} aria-hidden />;
}
