import type { LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { ToolAccess } from '@/features/plans';

interface SubmitButtonProps {
  access: Pick<ToolAccess, 'blocked' | 'buttonLabel'>;
  pending: boolean;
  idleLabel: string;
  pendingLabel: string;
  icon: LucideIcon;
}

/**
 * The AI tool form's button (spec 01 §4): idle, in progress (spinner, disabled),
 * 'Limit Reached - Upgrade Required' or 'Plan Expired - Renew Required'.
 */
export function SubmitButton({ access, pending, idleLabel, pendingLabel, icon: Icon }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      size="lg"
      className="w-full"
      disabled={access.blocked || pending}
      variant={access.blocked ? 'secondary' : 'primary'}
    >
      {pending ? (
        <Spinner className="h-5 w-5" />
      ) : (
        !access.blocked && <Icon className="h-5 w-5" aria-hidden />
      )}
      {access.buttonLabel ?? (pending ? pendingLabel : idleLabel)}
    </Button>
  );
}
