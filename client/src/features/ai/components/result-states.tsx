import type { LucideIcon } from 'lucide-react';
import { Card, CardBody } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';

/** The right panel before the first result: what will appear here. */
export function ResultsPlaceholder({
  icon: Icon,
  title,
  text,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
}) {
  return (
    <Card className="border-dashed">
      <CardBody className="flex flex-col items-center gap-3 py-12 text-center">
        <span className="flex h-12 w-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
          <Icon className="h-6 w-6" aria-hidden />
        </span>
        <p className="font-medium text-slate-900">{title}</p>
        <p className="max-w-sm text-sm text-slate-600">{text}</p>
      </CardBody>
    </Card>
  );
}

/** The right panel while a call runs. */
export function ResultsPending({ text }: { text: string }) {
  return (
    <Card>
      <CardBody role="status" className="flex flex-col items-center gap-3 py-12 text-center text-slate-600">
        <Spinner className="h-8 w-8 text-brand-600" />
        <p className="max-w-sm text-sm break-words">{text}</p>
      </CardBody>
    </Card>
  );
}
