import { Check, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useCopyFeedback } from './use-copy-feedback';

interface CopyButtonProps {
  text: string;
  /** What is copied, for screen readers: 'Copy description'. */
  label: string;
  className?: string;
  /** The button's text before copying (default 'Copy'). */
  idleText?: string;
}

/** A small Copy button that reads 'Copied' for 2 s after a successful copy. */
export function CopyButton({ text, label, className, idleText = 'Copy' }: CopyButtonProps) {
  const { copiedKey, copy } = useCopyFeedback();
  const copied = copiedKey !== null;
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => void copy(text)}
      aria-label={label}
      data-copied={copied || undefined}
      className={className}
    >
      {copied ? (
        <Check className="h-4 w-4 text-green-600" aria-hidden />
      ) : (
        <Copy className="h-4 w-4" aria-hidden />
      )}
      <span aria-live="polite">{copied ? 'Copied' : idleText}</span>
    </Button>
  );
}
