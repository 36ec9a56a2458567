import type { LucideIcon } from 'lucide-react';
import { type FormEvent, type ReactNode } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { useRevealOnChange } from '@/lib/use-reveal-on-change';
import { UsageCard } from '@/features/plans';

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
  const resultsRef = useRevealOnChange(resultKey);

  return (
    <div className="space-y-6">
      <PageHeader title={title} purpose={purpose} icon={Icon} />
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
