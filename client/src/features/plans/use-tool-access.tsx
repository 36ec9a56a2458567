/**
 * useToolAccess(toolId): the AI tool form's usage check (spec 01 §4 "AI tool form", §8 limit errors).
 *
 * Wiring it into an AI screen (keyword research shown; product research and optimization are the same):
 *
 *   const access = useToolAccess(toolIds.keyword_research);
 *   const research = useMutation({
 *     mutationFn: runKeywordResearch,
 *     onError: (error) => {
 *       if (access.openLimitDialog(error)) {
 *         toast({ variant: 'destructive', title: 'Research Failed', description: limitErrorFrom(error)?.message || 'Usage limit exceeded' });
 *       } else {
 *         toast({ variant: 'destructive', title: 'Research Failed', description: messageOf(error, 'Failed to perform keyword research') });
 *       }
 *     },
 *   });
 *   <Button type="submit" disabled={access.blocked || research.isPending}>
 *     {access.buttonLabel ?? (research.isPending ? 'Researching...' : 'Research Keywords')}
 *   </Button>
 *   {access.dialogs}
 *
 * - On load: an expired subscription blocks the button ('Plan Expired - Renew Required') and opens the
 *   'Plan Expired' dialog once; a counted limit (not unlimited, above 0) with used >= limit blocks it
 *   ('Limit Reached - Upgrade Required').
 * - openLimitDialog(error) takes any error (or a refusal body) and returns false when it is not a limit error.
 *   For a limit error it opens the limit dialog (trial_expired / plan_expired open 'Plan Expired' instead),
 *   blocks the button, and refreshes the plan so usage cards and the sidebar catch up.
 * - If the plan cannot be loaded, nothing is blocked (the server still enforces every limit).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { UserPlan } from '@common/contracts/plans';
import { userPlanQuery, useUserPlan } from './api/get-user-plan';
import { LimitExceededModal } from './components/limit-exceeded-modal';
import { PlanExpiredDialog } from './components/plan-expired-dialog';
import { isExpiryReason, limitErrorFrom, type LimitError } from './limit-error';
import { isUncounted } from './usage-status';

export const blockedLabels = {
  limit: 'Limit Reached - Upgrade Required',
  expired: 'Plan Expired - Renew Required',
} as const;

export type AccessBlock = keyof typeof blockedLabels | null;

/** What the plan alone says about a tool: expired, limit reached, or open (also when the plan is unknown). */
export function accessFromPlan(plan: UserPlan | undefined, toolId: number): AccessBlock {
  if (!plan) return null;
  if (plan.subscription?.is_expired) return 'expired';
  const usage = plan.usage[String(toolId)];
  if (usage && !isUncounted(usage) && usage.limit > 0 && usage.used >= usage.limit) return 'limit';
  return null;
}

export interface ToolAccess {
  blocked: boolean;
  buttonLabel: (typeof blockedLabels)[keyof typeof blockedLabels] | null;
  openLimitDialog: (error: unknown) => boolean;
  dialogs: ReactNode;
}

export function useToolAccess(toolId: number): ToolAccess {
  const queryClient = useQueryClient();
  const plan = useUserPlan();
  const [submitBlock, setSubmitBlock] = useState<AccessBlock>(null);
  const [limitError, setLimitError] = useState<LimitError | null>(null);
  const [expiredDismissed, setExpiredDismissed] = useState(false);
  const [expiredFromSubmit, setExpiredFromSubmit] = useState(false);

  const fromPlan = accessFromPlan(plan.data, toolId);
  const block: AccessBlock =
    fromPlan === 'expired' || submitBlock === 'expired' ? 'expired' : (fromPlan ?? submitBlock);
  const expiredOpen = (fromPlan === 'expired' && !expiredDismissed) || expiredFromSubmit;

  const openLimitDialog = (error: unknown) => {
    const limit = limitErrorFrom(error);
    if (!limit) return false;
    if (isExpiryReason(limit.reason)) {
      setSubmitBlock('expired');
      setExpiredFromSubmit(true);
    } else {
      setSubmitBlock((b) => b ?? 'limit');
      setLimitError(limit);
    }
    void queryClient.invalidateQueries({ queryKey: userPlanQuery.queryKey });
    return true;
  };

  const dialogs = (
    <>
      <LimitExceededModal error={limitError} onOpenChange={(open) => !open && setLimitError(null)} />
      <PlanExpiredDialog
        open={expiredOpen}
        onOpenChange={(open) => {
          if (open) return;
          setExpiredDismissed(true);
          setExpiredFromSubmit(false);
        }}
      />
    </>
  );
  return {
    blocked: block !== null,
    buttonLabel: block ? blockedLabels[block] : null,
    openLimitDialog,
    dialogs,
  };
}
