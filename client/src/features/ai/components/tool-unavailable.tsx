import { Ban, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { PageHeader } from '@/components/layout/page-header';
import { buttonClass } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';

/** A tool an admin has switched off: said at once, in place of its form, with nothing spent. */
export function ToolUnavailable({
  title,
  purpose,
  icon,
}: {
  title: string;
  purpose: string;
  icon: LucideIcon;
}) {
  return (
    <div className="space-y-6">
      <PageHeader title={title} purpose={purpose} icon={icon} />
      <Card>
        <CardBody
          className="flex flex-col items-center gap-3 py-10 text-center"
          data-testid="tool-unavailable"
        >
          <Ban className="h-8 w-8 text-slate-400" aria-hidden />
          <p className="text-lg font-semibold text-slate-900">This tool is currently disabled</p>
          <p className="max-w-md text-slate-600">
            {title} has been switched off for now. Nothing has been spent: your calls this month are
            unchanged. It comes back to your menu when it is switched on again.
          </p>
          <Link href="/dashboard" className={buttonClass('secondary')}>
            Back to Dashboard
          </Link>
        </CardBody>
      </Card>
    </div>
  );
}
