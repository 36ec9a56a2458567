import type { UserPlan } from '@common/contracts/plans';
import type { LimitDialogContent, RefusalDialog } from '@/lib/error-feedback';
import { isUncounted } from './usage-status';

/** The AI tool form's button when the tool cannot be used. */
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

/** What refusals and the seller's clicks have done on this screen (the plan may not know yet). */
export interface AccessState {
  refusedBlock: AccessBlock;
  limitDialog: LimitDialogContent | null;
  expiredDismissed: boolean;
  expiredFromRefusal: boolean;
}

export const initialAccess: AccessState = {
  refusedBlock: null,
  limitDialog: null,
  expiredDismissed: false,
  expiredFromRefusal: false,
};

export type AccessEvent =
  { type: 'refused'; dialog: RefusalDialog } | { type: 'limit-closed' } | { type: 'expired-closed' };

/**
 * A refusal blocks the button and opens its dialog (Plan Expired for an expiry); closing the limit dialog
 * keeps the block; dismissing Plan Expired keeps it closed until the next expiry refusal.
 */
export function accessReducer(state: AccessState, event: AccessEvent): AccessState {
  switch (event.type) {
    case 'refused':
      return event.dialog.kind === 'expired'
        ? { ...state, refusedBlock: 'expired', expiredFromRefusal: true }
        : { ...state, refusedBlock: state.refusedBlock ?? 'limit', limitDialog: event.dialog };
    case 'limit-closed':
      return { ...state, limitDialog: null };
    case 'expired-closed':
      return { ...state, expiredDismissed: true, expiredFromRefusal: false };
  }
}

export interface AccessView {
  block: AccessBlock;
  buttonLabel: (typeof blockedLabels)[keyof typeof blockedLabels] | null;
  /** An expired plan opens 'Plan Expired' once on load; an expiry refusal opens it again. */
  expiredOpen: boolean;
  limitDialog: LimitDialogContent | null;
}

/** The button and dialogs of a tool screen from the plan and what happened on the screen; expiry wins. */
export function accessView(state: AccessState, plan: UserPlan | undefined, toolId: number): AccessView {
  const fromPlan = accessFromPlan(plan, toolId);
  const block: AccessBlock =
    fromPlan === 'expired' || state.refusedBlock === 'expired' ? 'expired' : (fromPlan ?? state.refusedBlock);
  return {
    block,
    buttonLabel: block ? blockedLabels[block] : null,
    expiredOpen: (fromPlan === 'expired' && !state.expiredDismissed) || state.expiredFromRefusal,
    limitDialog: state.limitDialog,
  };
}
