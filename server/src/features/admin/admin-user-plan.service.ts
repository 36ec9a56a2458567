import { adminMessages, type AdminUser, type AssignPlanRequest } from '@common/contracts/admin';
import type { AppContext } from '../../context.js';
import type { AuthenticatedUser } from '../../lib/auth.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { istDayStart, istNextDayStart } from '@common/time/india-calendar';
import { transact } from '../../db/transact.js';
import {
  periodEnd,
  subscriptionWriter,
  type SubscriptionWriter,
} from '../subscriptions/subscriptions.service.js';
import { adminUserPlanRepo, type AdminUserPlanRepo } from './admin-user-plan.repo.js';
import { adminUsersRepo, type UserRow } from './admin-users.repo.js';
import { auditRepo } from './audit.repo.js';

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

type CurrentPlan = Awaited<ReturnType<AdminUserPlanRepo['current']>>;

const planFields = (current: CurrentPlan) => ({
  plan_id: current?.plan.id ?? null,
  plan_name: current?.plan.name ?? null,
  plan_end_date: current?.subscription.endDate?.toISOString() ?? null,
});

/** Assigning and removing a user's plan; both take effect at once. */
/** What a plan change answers with: the user as the admin list shows them (the users service's view). */
interface UserView {
  view(id: string): Promise<AdminUser>;
}

export const adminUserPlanService = (ctx: AppContext, users: UserView) => {
  const db = ctx.database.db;

  /** Locks the user, ends the current subscription, lets `next` start another, and audits the change. */
  const replace = (
    actor: AuthenticatedUser,
    userId: string,
    action: 'user.plan_assign' | 'user.plan_remove',
    next: (
      repo: AdminUserPlanRepo,
      subscriptions: SubscriptionWriter,
      before: CurrentPlan,
      now: Date,
      user: UserRow,
    ) => Promise<void>,
  ) =>
    transact(db, async (tx) => {
      const user = await adminUsersRepo(tx).lock(userId);
      if (!user) throw notFound(adminMessages.userNotFound);
      const repo = adminUserPlanRepo(tx);
      const t = ctx.clock.now();
      const before = await repo.current(userId);
      await next(repo, subscriptionWriter(tx), before, t, user);
      const after = await repo.current(userId);
      await auditRepo(tx).record({
        adminId: actor.id,
        action,
        targetId: userId,
        before: planFields(before),
        after: planFields(after),
        at: t,
      });
    });

  return {
    /** From now (or startDate) for one billing period (or to endDate); limits apply from the next call. */
    async assign(actor: AuthenticatedUser, userId: string, body: AssignPlanRequest): Promise<AdminUser> {
      await replace(actor, userId, 'user.plan_assign', async (repo, subscriptions, _before, now) => {
        const plan = await repo.plan(body.planId);
        if (!plan) throw notFound(adminMessages.planNotFound);
        const start = body.startDate
          ? isDay(body.startDate)
            ? istDayStart(body.startDate)
            : new Date(body.startDate)
          : now;
        const end = body.endDate
          ? isDay(body.endDate)
            ? istNextDayStart(body.endDate)
            : new Date(body.endDate)
          : periodEnd(plan, start);
        if (end && end.getTime() <= start.getTime()) throw badRequest(adminMessages.endBeforeStart);
        await subscriptions.switchTo(
          userId,
          {
            planId: plan.id,
            currency: plan.currency,
            amount: 0,
            assignedByAdmin: true,
            startDate: start,
            endDate: end,
          },
          now,
        );
      });
      return users.view(userId);
    },

    /**
     * Back to the free state: the user's Free Trial with its original dates (so its days left, if any, and its
     * used calls carry on); once those days are gone it stays ended and the AI tools wait for a purchase.
     */
    async remove(actor: AuthenticatedUser, userId: string): Promise<AdminUser> {
      await replace(actor, userId, 'user.plan_remove', async (repo, subscriptions, before, now, user) => {
        if (!before || before.plan.billingPeriod === 'trial') throw conflict(adminMessages.noPlanToRemove);
        const earlier = await repo.latestTrial(userId);
        // Never on a trial: the sign-up plan's, as if it had started when the account was made.
        if (!earlier) {
          await subscriptions.cancelActive(userId, now);
          return subscriptions.startSignupTrial(userId, user.createdAt, now);
        }
        await subscriptions.switchTo(
          userId,
          {
            planId: earlier.plan.id,
            currency: earlier.plan.currency,
            amount: 0,
            startDate: earlier.subscription.startDate,
            endDate: earlier.subscription.endDate,
          },
          now,
        );
      });
      return users.view(userId);
    },
  };
};
export type AdminUserPlanService = ReturnType<typeof adminUserPlanService>;
