import type { QuotaRefusal } from '@common/contracts/plans';
import type { ToastInput } from '@/components/ui/toast-store';
import { ApiError } from './api-error';

/**
 * The one place that turns a failed call into what the seller sees: the red toast, the messages
 * beside a form's fields, and the dialog of a quota refusal. Screens pass their own title and default text.
 */

/** A screen's texts for a failure: the toast title and the text used when the server sent no message. */
export interface FailureTexts {
  title: string;
  fallback: string;
}

/** The server's message when it sent one, else the screen's own text. */
export const errorMessage = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.readable ? error.message : fallback;

/** The red toast of a failed action. */
export const failureToast = (error: unknown, texts: FailureTexts): ToastInput => ({
  variant: 'destructive',
  title: texts.title,
  description: errorMessage(error, texts.fallback),
});

/** The first message per field of a 400 answer, to show beside the form's fields. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.fields)) if (messages[0]) out[field] = messages[0];
  return out;
}

/** The limit dialog's content: why, and 'used / limit calls' on which plan when the refusal says. */
export interface LimitDialogContent {
  kind: 'limit';
  title: string;
  text: string;
  planName?: string;
  used?: number;
  limit?: number;
}
/** A quota refusal opens the limit dialog, or 'Plan Expired' when the plan or trial has run out. */
export type RefusalDialog = LimitDialogContent | { kind: 'expired' };

type Period = 'trial' | 'daily' | 'monthly';
type LimitReason = Exclude<QuotaRefusal['reason'], 'trial_expired' | 'plan_expired'>;

/** Title, text and counted period per refusal reason. */
const limitReasons: Record<LimitReason, { title: string; text: string; period: Period }> = {
  trial_limit_exceeded: {
    title: 'Trial Limit Reached',
    text: 'You have used all of your free trial calls for this tool. Upgrade your plan to keep using it.',
    period: 'trial',
  },
  daily_limit_exceeded: {
    title: 'Daily Limit Reached',
    text: "You have reached today's limit for this tool. Try again tomorrow, or upgrade your plan for a higher daily limit.",
    period: 'daily',
  },
  monthly_limit_exceeded: {
    title: 'Monthly Limit Reached',
    text: "You have reached this month's limit for this tool. Upgrade your plan to continue.",
    period: 'monthly',
  },
};

/** The count and limit of the reason's period, else of the first period the refusal has figures for. */
function counts(refusal: QuotaRefusal, preferred: Period): { used?: number; limit?: number } {
  const periods: Period[] = [
    preferred,
    ...(['trial', 'daily', 'monthly'] as const).filter((p) => p !== preferred),
  ];
  const period = periods.find(
    (p) => refusal.usage[`${p}_count`] !== undefined || refusal.limits[`${p}_limit`] !== undefined,
  );
  return period ? { used: refusal.usage[`${period}_count`], limit: refusal.limits[`${period}_limit`] } : {};
}

/** The dialog a refusal opens. */
export function refusalDialog(refusal: QuotaRefusal): RefusalDialog {
  if (refusal.reason === 'trial_expired' || refusal.reason === 'plan_expired') return { kind: 'expired' };
  const { title, text, period } = limitReasons[refusal.reason];
  return { kind: 'limit', title, text, planName: refusal.plan.name || undefined, ...counts(refusal, period) };
}

/** What a failed call shows: always a toast, and for a quota refusal its dialog too. */
export interface Failure {
  toast: ToastInput;
  dialog: RefusalDialog | null;
}

/**
 * A quota refusal toasts its own message (or 'Usage limit exceeded') and opens its dialog; any other failure
 * toasts the server's message or the screen's default text.
 */
export function failureFeedback(error: unknown, texts: FailureTexts): Failure {
  const refusal = error instanceof ApiError ? error.refusal : null;
  if (!refusal) return { toast: failureToast(error, texts), dialog: null };
  return {
    toast: {
      variant: 'destructive',
      title: texts.title,
      description: refusal.message || 'Usage limit exceeded',
    },
    dialog: refusalDialog(refusal),
  };
}
