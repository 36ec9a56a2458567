import {
  BadgeIndianRupee,
  Boxes,
  PackageX,
  Percent,
  Repeat,
  Scale,
  Timer,
  Truck,
  Wallet,
} from 'lucide-react';
import type { NavItem } from './nav-link';

/** The eight business calculators plus the true-payout calculator, in the sidebar's Calculators group. */
export const calculatorLinks: NavItem[] = [
  { href: '/calculators/profit-margin', label: 'Profit Margin', icon: Percent },
  { href: '/calculators/break-even', label: 'Break-Even Price', icon: Scale },
  { href: '/calculators/shipping', label: 'Shipping Cost', icon: Truck },
  { href: '/calculators/bulk-discount', label: 'Bulk Discount', icon: Boxes },
  { href: '/calculators/marketplace-fee', label: 'Marketplace Fee', icon: BadgeIndianRupee },
  { href: '/calculators/delivery', label: 'Delivery Optimizer', icon: Timer },
  { href: '/calculators/return-loss', label: 'Return Loss', icon: PackageX },
  { href: '/calculators/subscription', label: 'Subscription Savings', icon: Repeat },
  { href: '/calculators/true-payout', label: 'True Payout', icon: Wallet },
];
