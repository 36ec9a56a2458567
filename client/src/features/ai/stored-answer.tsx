import type { ReactNode } from 'react';
import type { UsageHistoryItem } from '@/features/history';
import type { AiToolConfig } from './ai-tool-config';
import { restoredFrom } from './restore/restored-result';

export interface StoredAnswerProps {
  item: UsageHistoryItem;
  /** What to draw when the answer no longer reads as the tool's contract (an older shape). */
  fallback: ReactNode;
}

/**
 * A stored answer of one AI tool drawn by that tool's own results view, the one its screen shows (History's
 * Search Details).
 */
export function StoredAnswer<Body, Result>({
  tool,
  item,
  fallback,
}: StoredAnswerProps & { tool: AiToolConfig<Body, Result> }) {
  const answer = restoredFrom(item, tool.toolId, { request: tool.schema, result: tool.resultSchema }, true);
  if (!answer) return <>{fallback}</>;
  const { Results } = tool;
  return (
    <section aria-label={`${tool.title} Results`} className="min-w-0 space-y-3">
      <h3 className="text-base font-semibold text-slate-900">{tool.title} Results</h3>
      <div className="space-y-4" data-layout="tool">
        <Results body={answer.body} result={answer.result} />
      </div>
    </section>
  );
}
