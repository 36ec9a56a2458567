import { AlertTriangle, BadgeCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const tones = {
  info: { box: 'border-blue-200 bg-blue-50 text-blue-900', icon: Info },
  good: { box: 'border-green-200 bg-green-50 text-green-900', icon: BadgeCheck },
  warning: { box: 'border-orange-200 bg-orange-50 text-orange-900', icon: AlertTriangle },
} as const;

/** A short callout inside a results panel (e.g. 'not possible', 'zero commission applied'). */
export function Notice({ tone = 'info', children }: { tone?: keyof typeof tones; children: ReactNode }) {
  const { box, icon: Icon } = tones[tone];
  return (
    <div className={cn('flex items-start gap-2 rounded-lg border px-3 py-2 text-sm', box)}>
      <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
