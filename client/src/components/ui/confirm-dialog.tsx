import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  question: ReactNode;
  /** The button that does it: 'Delete', 'Suspend', 'Make admin'. */
  confirmLabel: string;
  /** Red for what cannot be taken back or locks someone out. */
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a consequential admin action: the question, Cancel, and the action's own button. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, question, confirmLabel, destructive = false, onConfirm, onCancel } = props;
  return (
    <Dialog
      open={open}
      variant="alert"
      onOpenChange={(next) => !next && onCancel()}
      title={title}
      description={question}
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant={destructive ? 'destructive' : 'primary'} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
