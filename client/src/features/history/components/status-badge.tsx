import { Ban, CheckCircle2, XCircle } from 'lucide-react';
import { callOutcome } from '@common/contracts/call-outcome';
import { Badge } from '@/components/ui/badge';

const looks = {
  success: { tone: 'green', icon: CheckCircle2, label: 'Success', status: 'success' },
  refused: { tone: 'yellow', icon: Ban, label: 'Refused', status: 'refused' },
  failed: { tone: 'red', icon: XCircle, label: 'Failed', status: 'failure' },
} as const;

/** Success when the call answered 200, Refused when the plan did not allow it, otherwise Failed. */
export function StatusBadge({ status }: { status: number }) {
  const look = looks[callOutcome(status)];
  const Icon = look.icon;
  return (
    <Badge tone={look.tone} data-status={look.status}>
      <Icon className="h-3.5 w-3.5" aria-hidden />
      {look.label}
    </Badge>
  );
}
