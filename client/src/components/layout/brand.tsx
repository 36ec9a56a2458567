import { Link } from 'wouter';
import { cn } from '@/lib/cn';

/** The logo and name; `onDark` for coloured panels (the account screens' indigo side), where dark text vanishes. */
export function Brand({ href = '/', onDark = false }: { href?: string; onDark?: boolean }) {
  return (
    <Link
      href={href}
      className={cn('flex items-center gap-2 font-bold', onDark ? 'text-white' : 'text-slate-900')}
    >
      <img src="/favicon.svg" alt="" className="h-8 w-8" />
      <span className="text-lg tracking-tight">Vikreta</span>
    </Link>
  );
}
