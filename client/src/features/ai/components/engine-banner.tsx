import { Bot, Info } from 'lucide-react';
import { builtinSource, type AiResponseMeta } from '@common/contracts/ai';

/** Which engine answered, in words. */
export function engineText(meta: Pick<AiResponseMeta, 'source'>): string {
  return meta.source === builtinSource
    ? "Answered by Vikreta's built-in engine: figures are estimates from marketplace data, not live search counts."
    : `Answered by ${meta.source}; figures are estimates.`;
}

/** The banner over every result: who answered, and the language notice when the answer is in English. */
export function EngineBanner({ meta }: { meta: AiResponseMeta }) {
  const Icon = meta.source === builtinSource ? Info : Bot;
  return (
    <div
      data-testid="engine-banner"
      className="flex items-start gap-3 rounded-xl border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900"
    >
      <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <div className="min-w-0 space-y-1 break-words">
        <p>{engineText(meta)}</p>
        {meta.languageNotice && <p className="font-medium">{meta.languageNotice}</p>}
      </div>
    </div>
  );
}
