import type { QuotaReason } from '@common/contracts/plans';
import { ApiError } from '@/lib/api-client';

/** A quota refusal as the limit dialog shows it; reason 'limit_exceeded' when the error could not be read. */
export interface LimitError {
  reason: QuotaReason | 'limit_exceeded';
  message?: string;
  planName?: string;
  used?: number;
  limit?: number;
}

const knownReasons: readonly string[] = [
  'trial_limit_exceeded',
  'daily_limit_exceeded',
  'monthly_limit_exceeded',
  'trial_expired',
  'plan_expired',
];
/** Texts that mark an error as a limit error (spec 01 §8). */
const markers = [...knownReasons, 'upgrade to continue'];

/** Which usage/limits pair belongs to a reason (DESIGN.md §2). */
const periodOf: Record<string, 'trial' | 'daily' | 'monthly'> = {
  trial_limit_exceeded: 'trial',
  trial_expired: 'trial',
  daily_limit_exceeded: 'daily',
  monthly_limit_exceeded: 'monthly',
  plan_expired: 'monthly',
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** Picks the count and limit for the reason's period, else the first pair the body has. */
function counts(body: Record<string, unknown>, reason: string) {
  const usage = isRecord(body.usage) ? body.usage : {};
  const limits = isRecord(body.limits) ? body.limits : {};
  const periods = ['trial', 'daily', 'monthly'] as const;
  const preferred = periodOf[reason];
  const order = preferred ? [preferred, ...periods.filter((p) => p !== preferred)] : periods;
  const period = order.find(
    (p) => num(usage[`${p}_count`]) !== undefined || num(limits[`${p}_limit`]) !== undefined,
  );
  if (!period) return {};
  return { used: num(usage[`${period}_count`]), limit: num(limits[`${period}_limit`]) };
}

/** Reads a refusal body `{reason, message, plan:{name}, usage, limits}`; null when it has no reason. */
export function limitErrorFromBody(body: unknown): LimitError | null {
  if (!isRecord(body) || typeof body.reason !== 'string' || !body.reason) return null;
  const reason = knownReasons.includes(body.reason) ? (body.reason as QuotaReason) : 'limit_exceeded';
  const plan = isRecord(body.plan) && typeof body.plan.name === 'string' ? body.plan.name : undefined;
  return {
    reason,
    message: typeof body.message === 'string' ? body.message : undefined,
    planName: plan,
    ...counts(body, body.reason),
  };
}

function parseJsonIn(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return undefined;
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    return undefined;
  }
}

/**
 * Spec 01 §8: is this error a usage-limit refusal? An ApiError whose body has a reason; or an error whose text
 * names a limit reason or says 'upgrade to continue' (its JSON is read when it carries some, else the generic
 * reason 'limit_exceeded'). Anything else gives null: show the screen's usual failure toast.
 */
export function limitErrorFrom(error: unknown): LimitError | null {
  if (error instanceof ApiError) {
    const fromBody = limitErrorFromBody(error.body);
    if (fromBody) return fromBody;
  } else if (isRecord(error) && !(error instanceof Error)) {
    const fromBody = limitErrorFromBody(error);
    if (fromBody) return fromBody;
  }
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const lower = text.toLowerCase();
  if (!markers.some((m) => lower.includes(m))) return null;
  const parsed = limitErrorFromBody(parseJsonIn(text));
  if (parsed) return parsed;
  return { reason: 'limit_exceeded', message: text.includes('{') ? undefined : text };
}

/** Refusals that mean the plan or trial has run out: they get the Plan Expired dialog. */
export const isExpiryReason = (reason: LimitError['reason']) =>
  reason === 'trial_expired' || reason === 'plan_expired';
