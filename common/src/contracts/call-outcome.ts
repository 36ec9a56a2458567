// What became of a tool call, for the history, the dashboard and the quota: no zod here, so the screens that
// only show calls do not load the API schemas.

/**
 * What a call was for the seller's quota: the history's Usage Type (shown with spaces: 'trial call'). Its
 * Usage Count is the call's number in that trial or month for the tool (0 when not counted: refused, or
 * failed and given back).
 */
export const usageTypes = {
  trialCall: 'trial_call',
  monthlyCall: 'monthly_call',
  notCounted: 'not_counted',
} as const;

/**
 * Statuses of a call the seller's plan refused before any work (the limit reached: 429, the plan expired or
 * missing: 402). Refused is its own outcome: neither a success nor a failure of the tool.
 */
export const refusedStatuses: readonly number[] = [402, 429];

/** What became of a call: answered (200), refused by the plan, or failed. */
export type CallOutcome = 'success' | 'refused' | 'failed';
export const callOutcome = (responseStatus: number): CallOutcome =>
  responseStatus === 200 ? 'success' : refusedStatuses.includes(responseStatus) ? 'refused' : 'failed';
