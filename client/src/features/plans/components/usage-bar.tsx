import { cn } from '@/lib/cn';
import { usagePercent, type UsageLike, type UsageStatus } from '../usage-status';

const fills: Record<UsageStatus | 'unlimited', string> = {
  active: 'bg-brand-600',
  'near-limit': 'bg-orange-500',
  'limit-reached': 'bg-red-500',
  denied: 'bg-red-500',
  unlimited: 'bg-green-500',
};

interface UsageBarProps {
  usage: UsageLike;
  status: UsageStatus | 'unlimited';
  label: string;
  className?: string;
}

/** Used over limit, capped at 100%, full for unlimited. */
export function UsageBar({ usage, status, label, className }: UsageBarProps) {
  const percent = Math.round(usagePercent(usage));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-slate-100', className)}
    >
      <div
        className={cn('h-full rounded-full transition-[width]', fills[status])}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
