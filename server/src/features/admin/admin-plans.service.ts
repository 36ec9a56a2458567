import { adminMessages } from '@common/contracts/admin';
import {
  isLimitedTool,
  type AdminPlan,
  type AdminPlanRequest,
  type AdminPlanUpdate,
} from '@common/contracts/admin-plans';
import type { AppContext } from '../../context.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.js';
import type { AuthenticatedUser } from '../../lib/auth.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { toPublicPlan, type PlansService } from '../plans/plans.service.js';
import { transact } from '../../db/transact.js';
import {
  adminPlansRepo,
  type AdminPlansRepo,
  type LimitInput,
  type NewPlanRow,
  type PlanRow,
} from './admin-plans.repo.js';
import { auditRepo } from './audit.repo.js';
import { changedFields } from './audit.js';

type LimitRow = Awaited<ReturnType<AdminPlansRepo['limitsOf']>>[number];

/** The plan columns of a body; a field left out of an edit stays undefined, which leaves its column as it is. */
const rowOf = (body: AdminPlanRequest | AdminPlanUpdate): Omit<NewPlanRow, 'id'> => ({
  name: body.name,
  description: body.description,
  price: body.price,
  currency: body.currency,
  billingPeriod: body.billing_period,
  isActive: body.is_active,
  isPopular: body.is_popular,
  sortOrder: body.sort_order,
  ...(body.daily_limit !== undefined && { dailyLimit: body.daily_limit }),
  ...(body.trial_days !== undefined && { trialDays: body.trial_days }),
});

/** The body's limits for tools that exist; the calculator's is dropped (always unlimited, never stored). */
function limitsOf(limits: AdminPlanRequest['limits'], knownToolIds: number[]): LimitInput[] {
  return Object.entries(limits)
    .map(([key, limit]) => ({
      toolId: Number(key),
      monthlyLimit: limit.monthly_limit,
      isUnlimited: limit.is_unlimited,
    }))
    .filter((limit) => {
      if (!knownToolIds.includes(limit.toolId)) throw badRequest(`There is no tool with id ${limit.toolId}`);
      return isLimitedTool(limit.toolId);
    });
}

/** What the audit trail compares for a plan: its fields and limits. */
const audited = (plan: PlanRow, limits: Array<Pick<LimitRow, 'toolId' | 'monthlyLimit' | 'isUnlimited'>>) => {
  const { id: _id, limits: _none, ...fields } = toPublicPlan(plan, []);
  return {
    ...fields,
    is_active: plan.isActive,
    limits: Object.fromEntries(
      limits.map((l) => [String(l.toolId), { monthly_limit: l.monthlyLimit, is_unlimited: l.isUnlimited }]),
    ),
  };
};

/** Fields an edit sets (a field left out is undefined and keeps its column). */
const definedFields = <T extends object>(row: T): Partial<T> =>
  Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined)) as Partial<T>;

/** A plan new sellers can start on: active, a trial, with at least one AI tool call. */
const fitForSignup = (
  plan: Pick<PlanRow, 'isActive' | 'billingPeriod'>,
  limits: Array<Pick<LimitRow, 'toolId' | 'monthlyLimit' | 'isUnlimited'>>,
) =>
  plan.isActive &&
  plan.billingPeriod === 'trial' &&
  limits.some((l) => isLimitedTool(l.toolId) && (l.isUnlimited || l.monthlyLimit > 0));

const planConflict = (error: unknown): never => {
  if (isUniqueViolation(error)) throw conflict(adminMessages.planNameTaken);
  if (isForeignKeyViolation(error)) throw conflict(adminMessages.planHasSubscribers);
  throw error;
};

/**
 * Plan management. Limits are read on every AI call, so a change reaches current subscribers at once; a price
 * change reaches the next payment (orders take the plan's price then). Every write refreshes the public pricing.
 */
export const adminPlansService = (ctx: AppContext, { plans: publicPlans }: { plans: PlansService }) => {
  const db = ctx.database.db;

  async function view(id: string): Promise<AdminPlan> {
    const repo = adminPlansRepo(db);
    const plan = await repo.find(id);
    if (!plan) throw notFound(adminMessages.planNotFound);
    const [limits, [subscribers]] = await Promise.all([
      repo.limitsOf([id]),
      repo.subscriberCounts(ctx.clock.now(), id),
    ]);
    return {
      ...toPublicPlan(plan, limits),
      is_active: plan.isActive,
      subscriber_count: subscribers?.n ?? 0,
      is_signup_plan: plan.isSignupPlan,
    };
  }

  /** Runs a plan write in one transaction with its audit row, then drops the cached public pricing. */
  async function write<T>(
    work: (repo: AdminPlansRepo, audit: ReturnType<typeof auditRepo>, now: Date) => Promise<T>,
  ) {
    const result = await transact(db, (tx) => work(adminPlansRepo(tx), auditRepo(tx), ctx.clock.now())).catch(
      planConflict,
    );
    publicPlans.invalidate();
    return result;
  }

  return {
    /** Active and inactive plans by display order, with limits by tool id and subscriber counts. */
    async list(): Promise<AdminPlan[]> {
      const repo = adminPlansRepo(db);
      const rows = await repo.all();
      const [limits, counts] = await Promise.all([
        repo.limitsOf(rows.map((p) => p.id)),
        repo.subscriberCounts(ctx.clock.now()),
      ]);
      return rows.map((plan) => ({
        ...toPublicPlan(
          plan,
          limits.filter((l) => l.planId === plan.id),
        ),
        is_active: plan.isActive,
        subscriber_count: counts.find((c) => c.planId === plan.id)?.n ?? 0,
        is_signup_plan: plan.isSignupPlan,
      }));
    },

    async create(actor: AuthenticatedUser, body: AdminPlanRequest): Promise<AdminPlan> {
      const id = await write(async (repo, audit, now) => {
        const limits = limitsOf(body.limits, await repo.toolIds());
        const created = await repo.insert({ ...rowOf(body), createdAt: now, updatedAt: now });
        if (!created) throw conflict(adminMessages.planNameTaken);
        await repo.setLimits(created, limits);
        const plan = (await repo.lock(created))!;
        await audit.record({
          adminId: actor.id,
          action: 'plan.create',
          targetId: created,
          before: null,
          after: audited(plan, limits),
          at: now,
        });
        return created;
      });
      return view(id);
    },

    /** Limits left out of the body stay as they are; limits sent replace the plan's. */
    async update(actor: AuthenticatedUser, id: string, body: AdminPlanUpdate): Promise<AdminPlan> {
      await write(async (repo, audit, now) => {
        const before = await repo.lock(id);
        if (!before) throw notFound(adminMessages.planNotFound);
        const previousLimits = await repo.limitsOf([id]);
        const limits = body.limits ? limitsOf(body.limits, await repo.toolIds()) : previousLimits;
        if (before.isSignupPlan && !fitForSignup({ ...before, ...definedFields(rowOf(body)) }, limits))
          throw conflict(adminMessages.signupPlanLocked);
        await repo.update(id, { ...rowOf(body), updatedAt: now });
        if (body.limits) await repo.setLimits(id, limits);
        const after = (await repo.lock(id))!;
        const diff = changedFields(audited(before, previousLimits), audited(after, limits));
        if (diff)
          await audit.record({ adminId: actor.id, action: 'plan.update', targetId: id, ...diff, at: now });
      });
      return view(id);
    },

    /** Refused (409) while any subscription, order or payment refers to the plan: deactivate it instead. */
    async remove(actor: AuthenticatedUser, id: string): Promise<{ message: string }> {
      await write(async (repo, audit, now) => {
        const before = await repo.lock(id);
        if (!before) throw notFound(adminMessages.planNotFound);
        if (before.isSignupPlan) throw conflict(adminMessages.signupPlanLocked);
        if ((await repo.references(id)) > 0) throw conflict(adminMessages.planHasSubscribers);
        const limits = await repo.limitsOf([id]);
        await repo.delete(id);
        await audit.record({
          adminId: actor.id,
          action: 'plan.delete',
          targetId: id,
          before: audited(before, limits),
          after: null,
          at: now,
        });
      });
      return { message: adminMessages.planDeleted };
    },

    /** Makes an active trial plan that allows AI calls the one new sellers start on. */
    async makeSignupPlan(actor: AuthenticatedUser, id: string): Promise<{ message: string }> {
      const plan = await write(async (repo, audit, now) => {
        const before = await repo.lock(id);
        if (!before) throw notFound(adminMessages.planNotFound);
        if (!fitForSignup(before, await repo.limitsOf([id]))) throw badRequest(adminMessages.signupPlanUnfit);
        if (before.isSignupPlan) return before;
        await repo.setSignupPlan(id);
        await audit.record({
          adminId: actor.id,
          action: 'plan.signup',
          targetId: id,
          before: { is_signup_plan: false },
          after: { is_signup_plan: true },
          at: now,
        });
        return before;
      });
      return { message: adminMessages.signupPlanSet(plan.name) };
    },
  };
};
export type AdminPlansService = ReturnType<typeof adminPlansService>;
