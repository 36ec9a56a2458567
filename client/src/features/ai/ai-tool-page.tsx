import { PageLoader } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { useToolAccess } from '@/features/plans';
import { useToolAvailability } from '@/features/tools';
import { failureFeedback } from '@/lib/error-feedback';
import type { AiToolConfig } from './ai-tool-config';
import { useAiCall } from './api/ai-api';
import { ResultsPending, ResultsPlaceholder, RestoredNotice } from './components/result-states';
import { SubmitButton } from './components/submit-button';
import { ToolFrame } from './components/tool-frame';
import { ToolUnavailable } from './components/tool-unavailable';
import { UrlPrefill } from './components/url-prefill';
import { useAiForm } from './components/use-ai-form';
import { useRestoredResult } from './restore/restored-result';

/**
 * The screen of every AI tool: usage meter and form on the left, results on the right. A failed
 * call toasts, and a quota refusal also opens its dialog and blocks the button.
 */
export function AiToolPage<Body extends Record<string, unknown>, Result>({
  tool,
}: {
  tool: AiToolConfig<Body, Result>;
}) {
  // A tool switched off by an admin says so before the seller types anything (its usage card would say Active).
  const availability = useToolAvailability(tool.toolId);
  if (availability === 'loading') return <PageLoader />;
  if (availability === 'disabled')
    return <ToolUnavailable title={tool.title} purpose={tool.purpose} icon={tool.icon} />;
  return <AvailableTool tool={tool} />;
}

function AvailableTool<Body extends Record<string, unknown>, Result>({
  tool,
}: {
  tool: AiToolConfig<Body, Result>;
}) {
  const access = useToolAccess(tool.toolId);
  const call = useAiCall<Body, Result>(tool.path, (error) => {
    const failure = failureFeedback(error, tool.failure);
    if (failure.dialog) access.showRefusal(failure.dialog);
    toast(failure.toast);
  });
  const form = useAiForm(tool.request, call, access.blocked);
  const restored = useRestoredResult(tool.toolId, { request: tool.schema, result: tool.resultSchema });
  const { Fields, Results, Extra, icon } = tool;

  const frame = (
    <ToolFrame
      title={tool.title}
      purpose={tool.purpose}
      icon={icon}
      toolId={tool.toolId}
      formTitle={tool.formTitle}
      onSubmit={form.submit}
      resultKey={form.last?.n ?? 0}
      dialogs={access.dialogs}
      form={
        <>
          <UrlPrefill />
          <Fields errors={form.errors} disabled={form.pending} />
          <SubmitButton
            access={access}
            pending={form.pending}
            idleLabel={tool.submitLabels.idle}
            pendingLabel={tool.submitLabels.pending}
            icon={icon}
          />
        </>
      }
      results={
        call.isPending ? (
          <ResultsPending text={tool.pendingText(call.variables.body)} />
        ) : form.last ? (
          <Results key={form.last.n} body={form.last.body} result={form.last.result} />
        ) : restored ? (
          <div className="space-y-4">
            <RestoredNotice createdAt={restored.createdAt} fromHistory={restored.fromHistory} />
            <Results body={restored.body} result={restored.result} />
          </div>
        ) : (
          <ResultsPlaceholder icon={icon} title={tool.placeholder.title} text={tool.placeholder.text} />
        )
      }
    />
  );
  if (!Extra) return frame;
  return (
    <div className="space-y-6">
      {frame}
      <Extra />
    </div>
  );
}

// History's view of a stored answer, loaded with the tool page's code (ai-tool-screens.ts).
export { StoredAnswer } from './stored-answer';
