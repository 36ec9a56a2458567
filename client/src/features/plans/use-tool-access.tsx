import { useReducer, type ReactNode } from 'react';
import type { RefusalDialog } from '@/lib/error-feedback';
import { useRefreshUserPlan, useUserPlan } from './api/user-plan-api';
import { LimitExceededModal } from './components/limit-exceeded-modal';
import { PlanExpiredDialog } from './components/plan-expired-dialog';
import { accessReducer, accessView, initialAccess, type AccessView } from './tool-access';

export interface ToolAccess {
  blocked: boolean;
  buttonLabel: AccessView['buttonLabel'];
  /** Opens the dialog of a quota refusal, blocks the button and refreshes the plan. */
  showRefusal: (dialog: RefusalDialog) => void;
  /** The limit and Plan Expired dialogs, to render once on the screen. */
  dialogs: ReactNode;
}

/**
 * useToolAccess(toolId): the AI tool form's usage check (the limit errors).
 * An expired subscription blocks the button and opens 'Plan Expired' once; a counted limit reached blocks
 * it. If the plan cannot be loaded nothing is blocked (the server still enforces every limit).
 */
export function useToolAccess(toolId: number): ToolAccess {
  const plan = useUserPlan();
  const refreshPlan = useRefreshUserPlan();
  const [state, dispatch] = useReducer(accessReducer, initialAccess);
  const view = accessView(state, plan.data, toolId);

  const showRefusal = (dialog: RefusalDialog) => {
    dispatch({ type: 'refused', dialog });
    void refreshPlan();
  };

  const dialogs = (
    <>
      <LimitExceededModal
        content={view.limitDialog}
        onOpenChange={(open) => !open && dispatch({ type: 'limit-closed' })}
      />
      <PlanExpiredDialog
        open={view.expiredOpen}
        onOpenChange={(open) => !open && dispatch({ type: 'expired-closed' })}
      />
    </>
  );
  return { blocked: view.block !== null, buttonLabel: view.buttonLabel, showRefusal, dialogs };
}
