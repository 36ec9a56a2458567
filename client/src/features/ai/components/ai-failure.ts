import { toast } from '@/components/ui/toast-store';
import type { ToolAccess } from '@/features/plans/use-tool-access';
import { limitErrorFrom } from '@/features/plans/limit-error';
import { ApiError } from '@/lib/api-client';
import { messageOf } from '@/lib/errors';

/** The failure toast of one tool (spec 01 §8): its title and its default text. */
export interface FailureTexts {
  title: 'Research Failed' | 'Optimization Failed';
  fallback: string;
}

export const failureTexts = {
  keyword: { title: 'Research Failed', fallback: 'Failed to perform keyword research' },
  research: { title: 'Research Failed', fallback: 'Failed to perform research' },
  optimization: { title: 'Optimization Failed', fallback: 'Failed to perform optimization' },
} as const satisfies Record<string, FailureTexts>;

/**
 * What a failed AI call does (spec 01 §8): a limit error opens the limit dialog (or Plan Expired) and toasts
 * its message or 'Usage limit exceeded'; anything else toasts the server's message or the tool's default.
 */
export const onAiFailure =
  (access: Pick<ToolAccess, 'openLimitDialog'>, texts: FailureTexts) =>
  (error: unknown): void => {
    if (access.openLimitDialog(error)) {
      toast({
        variant: 'destructive',
        title: texts.title,
        description: limitErrorFrom(error)?.message || 'Usage limit exceeded',
      });
      return;
    }
    toast({ variant: 'destructive', title: texts.title, description: messageOf(error, texts.fallback) });
  };

/** The first message per field of a 400 answer, to show beside the form's fields. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.body.fields) return {};
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.body.fields))
    if (messages[0]) out[field] = messages[0];
  return out;
}
