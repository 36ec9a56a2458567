import { History, type LucideIcon } from 'lucide-react';
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

const shownAt = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** Above a result opened again: where it comes from and when it was made (it used no new call). */
export function RestoredNotice({ createdAt, fromHistory }: { createdAt: string; fromHistory: boolean }) {
  const at = Date.parse(createdAt);
  return (
    <p
      data-testid="restored-notice"
      className="flex items-center gap-2 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700"
    >
      <History className="h-4 w-4 shrink-0" aria-hidden />
      <span>
        {fromHistory ? 'Opened from your history' : 'Your last result'}
        {Number.isNaN(at) ? '' : `, ${shownAt.format(at)}`}. Running the form again uses a new call.
      </span>
    </p>
  );
}
