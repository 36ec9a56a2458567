import { Gauge, RefreshCw } from 'lucide-react';
import { Link } from 'wouter';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toolName, useTools } from '@/features/tools';
import { cn } from '@/lib/cn';
import { useUserPlan } from '../api/user-plan-api';
import { usageCardView } from '../usage-card-view';
import { fallbackAccess, type UsageStatus } from '../usage-status';
import { planExpiredText } from './plan-expired-dialog';
import { UsageBar } from './usage-bar';

const tones: Record<UsageStatus, BadgeTone> = {
  active: 'green',
  'near-limit': 'orange',
  'limit-reached': 'red',
  denied: 'red',
};

function RefreshButton({ busy, onClick }: { busy: boolean; onClick: () => void }) {
  return (
    <Button variant="ghost" size="sm" onClick={onClick} disabled={busy} aria-label="Refresh usage">
      <RefreshCw className={cn('h-4 w-4', busy && 'animate-spin')} aria-hidden />
      <span className="hidden sm:inline">Refresh</span>
    </Button>
  );
}

/**
 * The usage card of one tool: Active, Near Limit at 80%, Access Denied when the plan has expired.
 * Polls every 30 s and has a Refresh button. When the plan cannot be loaded, access is not restricted.
 */
export function UsageCard({ toolId, className }: { toolId: number; className?: string }) {
  const plan = useUserPlan({ poll: true });
  const tools = useTools(true);
  const name = toolName(tools.data, toolId);
  const refresh = () => void plan.refetch();

  if (plan.isPending) {
    return (
      <Card className={className}>
        <CardBody role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="h-4 w-4 text-brand-600" /> Loading usage status...
        </CardBody>
      </Card>
    );
  }
  if (plan.isError || !plan.data) {
    return (
      <Card className={className}>
        <CardBody className="flex items-start justify-between gap-3">
          <div className="text-sm">
            <p className="font-medium text-slate-900">Unable to load usage status</p>
            <p className="mt-1 text-slate-600">
              You can keep working: up to {fallbackAccess.dailyLimit} calls a day ({fallbackAccess.trialLimit}{' '}
              on the free trial).
            </p>
          </div>
          <RefreshButton busy={plan.isFetching} onClick={refresh} />
        </CardBody>
      </Card>
    );
  }

  const view = usageCardView(plan.data, toolId);
  const { meter } = view;
  return (
    <Card className={className} data-testid={`usage-card-${toolId}`} data-status={view.status}>
      <CardBody className="space-y-3">
        <div className="flex items-center justify-between gap-2">
          <div className="flex min-w-0 items-center gap-2">
            <Gauge className="h-4 w-4 shrink-0 text-brand-600" aria-hidden />
            <h3 className="truncate text-sm font-semibold text-slate-900">{name}</h3>
          </div>
          <Badge tone={tones[view.status]} className="shrink-0 whitespace-nowrap">
            {view.statusLabel}
          </Badge>
        </div>
        {meter ? (
          <>
            <div className="flex items-baseline justify-between text-sm">
              <span className="text-slate-600">{meter.periodLabel}</span>
              <span className="font-semibold text-slate-900">{meter.countText}</span>
            </div>
            <UsageBar usage={meter.usage} status={meter.barStatus} label={`${name} usage`} />
            {meter.dailyText && <p className="text-xs text-slate-500">{meter.dailyText}</p>}
          </>
        ) : (
          <p className="text-sm text-slate-600">No usage recorded for this tool on your plan.</p>
        )}
        {view.expired && (
          <div className="space-y-2 rounded-lg bg-red-50 p-3 text-sm text-red-800">
            <p>{planExpiredText}</p>
            <Link href="/pricing" className={buttonClass('destructive', 'sm')}>
              Renew Plan
            </Link>
          </div>
        )}
        <div className="flex items-center justify-between gap-2 border-t border-slate-100 pt-2 text-xs text-slate-500">
          <span className="truncate">{view.planName}</span>
          <RefreshButton busy={plan.isFetching} onClick={refresh} />
        </div>
      </CardBody>
    </Card>
  );
}
