import { AlertTriangle } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import type { LimitError } from '../limit-error';
import { DialogFrame } from './dialog-frame';

/** Title and text per refusal reason (spec 01 §8 "Limit modal reasons"). */
export function limitCopy(error: LimitError): { title: string; text: string } {
  switch (error.reason) {
    case 'trial_limit_exceeded':
      return {
        title: 'Trial Limit Reached',
        text: 'You have used all of your free trial calls for this tool. Upgrade your plan to keep using it.',
      };
    case 'daily_limit_exceeded':
      return {
        title: 'Daily Limit Reached',
        text: "You have reached today's limit for this tool. Try again tomorrow, or upgrade your plan for a higher daily limit.",
      };
    case 'monthly_limit_exceeded':
      return {
        title: 'Monthly Limit Reached',
        text: "You have reached this month's limit for this tool. Upgrade your plan to continue.",
      };
    default:
      return {
        title: 'Usage Limit Reached',
        text:
          error.message || 'You have reached the usage limit for this tool. Upgrade your plan to continue.',
      };
  }
}

interface LimitExceededModalProps {
  error: LimitError | null;
  onOpenChange: (open: boolean) => void;
}

/** The limit-exceeded dialog: why, 'used / limit calls', Upgrade Plan (to /pricing) and Close. */
export function LimitExceededModal({ error, onOpenChange }: LimitExceededModalProps) {
  const [, navigate] = useLocation();
  const copy = limitCopy(error ?? { reason: 'limit_exceeded' });
  const hasCounts = error?.used !== undefined && error.limit !== undefined;
  return (
    <DialogFrame
      open={error !== null}
      onOpenChange={onOpenChange}
      title={copy.title}
      icon={AlertTriangle}
      tone="orange"
      description={copy.text}
    >
      {(hasCounts || error?.planName) && (
        <dl className="mb-4 grid grid-cols-2 gap-3 rounded-xl bg-slate-50 p-3 text-sm">
          {hasCounts && (
            <div>
              <dt className="text-slate-500">Usage</dt>
              <dd className="font-semibold text-slate-900">
                {error.used} / {error.limit} calls
              </dd>
            </div>
          )}
          {error?.planName && (
            <div>
              <dt className="text-slate-500">Current plan</dt>
              <dd className="truncate font-semibold text-slate-900">{error.planName}</dd>
            </div>
          )}
        </dl>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Close
        </Button>
        <Button
          onClick={() => {
            onOpenChange(false);
            navigate('/pricing');
          }}
        >
          Upgrade Plan
        </Button>
      </div>
    </DialogFrame>
  );
}
