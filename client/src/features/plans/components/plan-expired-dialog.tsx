import { CalendarX } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { RefusalIcon } from './refusal-icon';

export const planExpiredText =
  'Your plan has expired. Please renew your subscription to continue using this tool.';

interface PlanExpiredDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What Renew Plan does; by default it goes to /pricing (the pricing screen starts the renewal itself). */
  onRenew?: () => void;
}

/** The 'Plan Expired' alert with Renew Plan (to /pricing) and Maybe Later. */
export function PlanExpiredDialog({ open, onOpenChange, onRenew }: PlanExpiredDialogProps) {
  const [, navigate] = useLocation();
  return (
    <Dialog
      variant="alert"
      open={open}
      onOpenChange={onOpenChange}
      title="Plan Expired"
      media={<RefusalIcon icon={CalendarX} tone="red" />}
      description={planExpiredText}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Maybe Later
        </Button>
        <Button
          onClick={() => {
            onOpenChange(false);
            if (onRenew) onRenew();
            else navigate('/pricing');
          }}
        >
          Renew Plan
        </Button>
      </div>
    </Dialog>
  );
}
