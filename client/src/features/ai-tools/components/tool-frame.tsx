import type { LucideIcon } from 'lucide-react';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { UsageCard } from '@/features/plans/components/usage-card';

interface ToolFrameProps {
  title: string;
  purpose: string;
  icon: LucideIcon;
  toolId: number;
  formTitle: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form's fields and its submit button. */
  form: ReactNode;
  /** The right panel: empty state, progress or the result. */
  results: ReactNode;
  /** Bumps on each new result, to bring the results into view on a phone. */
  resultKey: number;
  /** The limit and Plan Expired dialogs from useToolAccess. */
  dialogs: ReactNode;
}

/** An AI tool screen: usage meter and form on the left, results on the right (stacked on phones). */
export function ToolFrame(props: ToolFrameProps) {
  const {
    title,
    purpose,
    icon: Icon,
    toolId,
    formTitle,
    onSubmit,
    form,
    results,
    resultKey,
    dialogs,
  } = props;
  const resultsRef = useRef<HTMLDivElement>(null);
  // On a phone the results sit below the form: bring them up when a new one arrives, unless already in view.
  useEffect(() => {
    const panel = resultsRef.current;
    if (resultKey === 0 || !panel) return;
    const { top } = panel.getBoundingClientRect();
    if (top < 0 || top > window.innerHeight * 0.6)
      panel.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [resultKey]);

  return (
    <div className="space-y-6">
      <header className="flex items-start gap-3">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
          <Icon className="h-5 w-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          <p className="mt-1 text-slate-600">{purpose}</p>
        </div>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
        <div className="min-w-0 space-y-4">
          <UsageCard toolId={toolId} />
          <Card>
            <CardHeader>
              <CardTitle>{formTitle}</CardTitle>
            </CardHeader>
            <CardBody>
              <form noValidate onSubmit={onSubmit} className="space-y-4">
                {form}
              </form>
            </CardBody>
          </Card>
        </div>
        <div ref={resultsRef} className="min-w-0 scroll-mt-20 space-y-4" aria-live="polite">
          {results}
        </div>
      </div>
      {dialogs}
    </div>
  );
}
