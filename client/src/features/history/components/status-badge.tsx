import { CheckCircle2, XCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { isSuccess } from '../history-rules';

/** Success when the call answered 200, otherwise Failed. */
export function StatusBadge({ status }: { status: number }) {
  const ok = isSuccess(status);
  const Icon = ok ? CheckCircle2 : XCircle;
  return (
    <Badge tone={ok ? 'green' : 'red'} data-status={ok ? 'success' : 'failure'}>
      <Icon className="h-3.5 w-3.5" aria-hidden />
      {ok ? 'Success' : 'Failed'}
    </Badge>
  );
}
