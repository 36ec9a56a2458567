import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';

export interface AccountStatus {
  /** The plan's name, 'Free' when there is none. */
  planName: string;
  state: 'active' | 'trial' | 'expired';
  activeTools: number | null;
  searches: number | null;
  planEnds: string | null;
  trialDaysLeft: number | null;
}

const stateBadge = {
  active: { tone: 'green', text: 'Active' },
  trial: { tone: 'yellow', text: 'Trial' },
  expired: { tone: 'red', text: 'Expired' },
} as const;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 py-2.5">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-right text-sm font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

const count = (n: number | null) => (n === null ? '–' : String(n));

export function AccountStatusCard({ status }: { status: AccountStatus }) {
  const badge = stateBadge[status.state];
  return (
    <Card data-testid="account-status">
      <CardHeader>
        <CardTitle>Account status</CardTitle>
      </CardHeader>
      <CardBody className="py-1">
        <dl className="divide-y divide-slate-100">
          <Row label="Plan">
            <span className="inline-flex items-center gap-2">
              {status.planName}
              <Badge tone={badge.tone}>{badge.text}</Badge>
            </span>
          </Row>
          <Row label="Active tools">{count(status.activeTools)}</Row>
          <Row label="Monthly searches">{count(status.searches)}</Row>
          {status.trialDaysLeft !== null && (
            <Row label="Trial ends">
              {status.trialDaysLeft > 0
                ? `in ${status.trialDaysLeft} ${status.trialDaysLeft === 1 ? 'day' : 'days'}`
                : 'Ended'}
            </Row>
          )}
          <Row label="Plan ends">{status.planEnds ?? 'N/A'}</Row>
        </dl>
        <div className="py-3">
          <Link href="/billing" className="text-sm font-medium text-brand-700 hover:underline">
            Manage billing
          </Link>
        </div>
      </CardBody>
    </Card>
  );
}
