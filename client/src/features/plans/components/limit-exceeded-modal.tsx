import { AlertTriangle } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { LimitDialogContent } from '@/lib/error-feedback';
import { RefusalIcon } from './refusal-icon';

interface LimitExceededModalProps {
  /** What the refusal says (lib/error-feedback.ts); null keeps the dialog closed. */
  content: LimitDialogContent | null;
  onOpenChange: (open: boolean) => void;
}

/** The limit-exceeded dialog: why, 'used / limit calls', Upgrade Plan (to /pricing) and Close. */
export function LimitExceededModal({ content, onOpenChange }: LimitExceededModalProps) {
  const [, navigate] = useLocation();
  const hasCounts = content?.used !== undefined && content.limit !== undefined;
  return (
    <Dialog
      variant="alert"
      open={content !== null}
      onOpenChange={onOpenChange}
      title={content?.title}
      media={<RefusalIcon icon={AlertTriangle} tone="orange" />}
      description={content?.text}
    >
      {(hasCounts || content?.planName) && (
        <dl className="mb-4 grid grid-cols-2 gap-3 rounded-xl bg-slate-50 p-3 text-sm">
          {hasCounts && (
            <div>
              <dt className="text-slate-500">Usage</dt>
              <dd className="font-semibold text-slate-900">
                {content.used} / {content.limit} calls
              </dd>
            </div>
          )}
          {content?.planName && (
            <div>
              <dt className="text-slate-500">Current plan</dt>
              <dd className="truncate font-semibold text-slate-900">{content.planName}</dd>
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
    </Dialog>
  );
}
