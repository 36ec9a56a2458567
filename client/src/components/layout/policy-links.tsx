import { legalPageLinks, legalPagePaths } from '@common/contracts/legal';
import { cn } from '@/lib/cn';

/**
 * Terms of Service, Privacy Policy, Refund and Cancellation Policy and Contact: pages the server renders as
 * plain HTML, so these are ordinary links (a full page load), not the app's router.
 */
export function PolicyLinks({ className }: { className?: string }) {
  return (
    <nav aria-label="Policies" className={cn('flex flex-wrap gap-x-5 gap-y-2 text-sm', className)}>
      {legalPageLinks.map(({ page, label }) => (
        <a
          key={page}
          href={legalPagePaths[page]}
          className="text-slate-600 underline-offset-2 hover:text-slate-900 hover:underline"
        >
          {label}
        </a>
      ))}
    </nav>
  );
}
