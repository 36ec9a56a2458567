import { History } from 'lucide-react';
import type { AuditEntry } from '@common/contracts/admin-audit';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { ListLoading, ListState } from '@/components/ui/list-states';
import { formatDateTime } from '@/lib/ist-time';
import { useAuditLog } from '../api/admin-api';

const actionText: Record<AuditEntry['action'], string> = {
  'user.create': 'created a user',
  'user.update': 'edited a user',
  'user.delete': 'deleted a user',
  'user.role': 'changed a user’s role',
  'user.status': 'changed a user’s status',
  'user.plan_assign': 'assigned a plan',
  'user.plan_remove': 'removed a plan',
  'tool.create': 'added a tool',
  'tool.update': 'changed a tool',
  'plan.create': 'created a plan',
  'plan.update': 'edited a plan',
  'plan.signup': 'chose the sign-up plan',
  'plan.delete': 'deleted a plan',
  'cms.update': 'edited the landing page',
  'cms.restore': 'restored a landing-page version',
  'trending.create': 'added a trending product',
  'trending.update': 'edited a trending product',
  'trending.toggle': 'switched a trending product',
  'trending.delete': 'deleted a trending product',
};

/** The latest admin actions from the audit log. */
export function AuditList() {
  const audit = useAuditLog();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Latest admin actions</CardTitle>
      </CardHeader>
      <CardBody>
        {audit.isPending ? (
          <ListLoading label="Loading admin actions" />
        ) : audit.isError || audit.data.data.length === 0 ? (
          <ListState
            icon={History}
            title={audit.isError ? 'Failed to load admin actions' : 'No admin actions yet'}
          />
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {audit.data.data.map((entry) => (
              <li
                key={entry.id}
                className="flex flex-col gap-0.5 py-2 sm:flex-row sm:justify-between sm:gap-4"
              >
                <span className="min-w-0 break-words text-slate-800">
                  <strong className="font-medium">
                    {entry.admin_name ?? entry.admin_email ?? 'An admin'}
                  </strong>{' '}
                  {actionText[entry.action]} <span className="text-slate-500">{entry.target_name ?? ''}</span>
                </span>
                <time className="shrink-0 text-xs text-slate-500" dateTime={entry.created_at}>
                  {formatDateTime(entry.created_at)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
