import { Calculator, History, Package, Search, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { toolIds } from '@common/constants/tools';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';

const quickActions: Array<{ href: string; label: string; text: string; icon: LucideIcon; toolId?: number }> =
  [
    {
      href: '/keyword-research',
      label: 'Keyword Research',
      text: 'Find what buyers search for',
      icon: Search,
      toolId: toolIds.keyword_research,
    },
    {
      toolId: toolIds.product_research,
      href: '/product-research',
      label: 'Product Research',
      text: 'Check a product before you stock it',
      icon: Package,
    },
    {
      href: '/calculators/profit-margin',
      label: 'Profit Calculator',
      text: 'Price with your real margin',
      icon: Calculator,
    },
    { href: '/history', label: 'History', text: 'Everything you have researched', icon: History },
  ];

const actionClass = 'flex items-start gap-3 rounded-xl border border-slate-200 p-4';

/** Shortcuts to the main screens; a tool an admin has switched off says so instead of linking. */
export function QuickActions({ activeToolIds }: { activeToolIds: readonly number[] | null }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick actions</CardTitle>
      </CardHeader>
      <CardBody className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {quickActions.map(({ href, label, text, icon: Icon, toolId }) =>
          toolId !== undefined && activeToolIds && !activeToolIds.includes(toolId) ? (
            <div key={href} className={`${actionClass} bg-slate-50`} data-testid="quick-action-disabled">
              <Icon className="mt-0.5 h-5 w-5 text-slate-400" aria-hidden />
              <span>
                <span className="block font-medium text-slate-700">{label}</span>
                <span className="block text-sm text-slate-600">This tool is currently disabled</span>
              </span>
            </div>
          ) : (
            <Link
              key={href}
              href={href}
              className={`${actionClass} hover:border-brand-500 hover:bg-brand-50`}
            >
              <Icon className="mt-0.5 h-5 w-5 text-brand-600" aria-hidden />
              <span>
                <span className="block font-medium text-slate-900">{label}</span>
                <span className="block text-sm text-slate-600">{text}</span>
              </span>
            </Link>
          ),
        )}
      </CardBody>
    </Card>
  );
}
