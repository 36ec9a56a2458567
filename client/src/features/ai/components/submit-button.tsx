import type { LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Button, buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import type { ToolAccess } from '@/features/plans';

interface SubmitButtonProps {
  access: Pick<ToolAccess, 'blocked' | 'buttonLabel'>;
  pending: boolean;
  idleLabel: string;
  pendingLabel: string;
  icon: LucideIcon;
}

/**
 * The AI tool form's button: idle, in progress (spinner, disabled), or, when the plan blocks the
 * tool, 'Limit Reached - Upgrade Required' / 'Plan Expired - Renew Required', which leads to /pricing
 * instead of sitting there disabled.
 */
export function SubmitButton({ access, pending, idleLabel, pendingLabel, icon: Icon }: SubmitButtonProps) {
  if (access.blocked && access.buttonLabel)
    return (
      <Link href="/pricing" className={cn(buttonClass('secondary', 'lg'), 'w-full')}>
        {access.buttonLabel}
      </Link>
    );
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
