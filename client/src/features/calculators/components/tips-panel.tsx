import { Lightbulb } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardBody } from '@/components/ui/card';

/** Short, practical tips beside the results; some depend on the result, some always apply. */
export function TipsPanel({ tips }: { tips: readonly ReactNode[] }) {
  if (tips.length === 0) return null;
  return (
    <Card className="border-accent-400/40 bg-amber-50/60">
      <CardBody>
        <h2 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <Lightbulb className="h-4 w-4 text-accent-500" aria-hidden />
          Tips
        </h2>
        <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-slate-700">
          {tips.map((tip, index) => (
            <li key={index}>{tip}</li>
          ))}
        </ul>
      </CardBody>
    </Card>
  );
}
