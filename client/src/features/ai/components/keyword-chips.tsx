import { Check, Copy } from 'lucide-react';
import { cn } from '@/lib/cn';
import { EmptyTab } from './empty-tab';
import { useCopyFeedback } from '@/components/ui/use-copy-feedback';

interface CopyChipProps {
  text: string;
  copied: boolean;
  onCopy: () => void;
}

/** A keyword that copies itself when clicked and confirms with 'Copied'. */
export function CopyChip({ text, copied, onCopy }: CopyChipProps) {
  return (
    <button
      type="button"
      onClick={onCopy}
      title={`Copy '${text}'`}
      data-copied={copied || undefined}
      className={cn(
        'inline-flex max-w-full items-center gap-1.5 rounded-full border px-3 py-1.5 text-left text-sm transition-colors',
        copied
          ? 'border-green-300 bg-green-50 text-green-800'
          : 'border-slate-200 bg-white text-slate-800 hover:border-brand-500 hover:bg-brand-50',
      )}
    >
      <span className="min-w-0 break-words">{text}</span>
      {copied ? (
        <span className="inline-flex shrink-0 items-center gap-0.5 text-xs font-semibold" role="status">
          <Check className="h-3.5 w-3.5" aria-hidden /> Copied
        </span>
      ) : (
        <Copy className="h-3.5 w-3.5 shrink-0 text-slate-400" aria-hidden />
      )}
    </button>
  );
}

/** A wrap of keywords, each copied by a click; only the one clicked last says 'Copied'. */
export function KeywordChips({ keywords, label }: { keywords: readonly string[]; label: string }) {
  const { copiedKey, copy } = useCopyFeedback();
  if (keywords.length === 0) return <EmptyTab>No keywords in this answer.</EmptyTab>;
  return (
    <div className="space-y-3">
      <p className="text-xs text-slate-500">Click a keyword to copy it.</p>
      <ul aria-label={label} className="flex flex-wrap gap-2">
        {keywords.map((keyword, i) => (
          <li key={`${keyword}-${i}`} className="max-w-full">
            <CopyChip
              text={keyword}
              copied={copiedKey === `${i}`}
              onCopy={() => void copy(keyword, `${i}`)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
