import { Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** On the dashboard when no AI tool has a call left: what happened, and the plans. */
export function UsedUpNotice({ expired, onTrial }: { expired: boolean; onTrial: boolean }) {
  const title = expired
    ? 'Your plan has expired'
    : onTrial
      ? 'You have used all your free trial calls'
      : 'You have used all your calls for now';
  return (
    <Card
      role="status"
      data-testid="used-up-notice"
      className="flex flex-col gap-4 border-amber-200 bg-amber-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <Sparkles className="mt-0.5 h-5 w-5 shrink-0 text-amber-600" aria-hidden />
        <div>
          <p className="font-semibold text-amber-950">{title}</p>
          <p className="text-sm text-amber-900">
            The AI tools are paused until you choose a plan. The business calculators stay free.
          </p>
        </div>
      </div>
      <Link href="/pricing" className={buttonClass('primary', 'md')}>
        See the plans
      </Link>
    </Card>
  );
}
