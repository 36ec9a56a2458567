import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/cn';

export function Spinner({ className }: { className?: string }) {
  return <Loader2 className={cn('h-5 w-5 animate-spin', className)} aria-hidden />;
}

/** Full-screen 'Loading...' shown while the session loads and while a screen's code loads. */
export function PageLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <div
      role="status"
      className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-slate-600"
    >
      <Spinner className="h-8 w-8 text-brand-600" />
      <span>{label}</span>
    </div>
  );
}
