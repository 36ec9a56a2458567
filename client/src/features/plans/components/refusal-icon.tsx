import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

const tones = { orange: 'bg-orange-100 text-orange-600', red: 'bg-red-100 text-red-600' } as const;

/** The round icon beside the title of the limit and Plan Expired dialogs. */
export function RefusalIcon({ icon: Icon, tone }: { icon: LucideIcon; tone: keyof typeof tones }) {
  return (
    <span className={cn('flex h-10 w-10 shrink-0 items-center justify-center rounded-full', tones[tone])}>
      <Icon className="h-5 w-5" aria-hidden />
    </span>
  );
}
