import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { calculatorToolId } from '@common/constants/tools';
import type { Db } from '../../db/client.js';
import { planLimits, plans, tools } from '../../db/schema/index.js';

export type PlanRow = typeof plans.$inferSelect;

/** A plan limit as the plans feature reads it. */
const limitColumns = {
  planId: planLimits.planId,
  toolId: planLimits.toolId,
  monthlyLimit: planLimits.monthlyLimit,
  isUnlimited: planLimits.isUnlimited,
};

export const plansRepo = (db: Db) => ({
  activePlans() {
    return db
      .select()
      .from(plans)
      .where(eq(plans.isActive, true))
      .orderBy(asc(plans.sortOrder), asc(plans.name));
  },
  /** The limits of every plan, active or not (a seller's plan may have been deactivated since). */
  limitsOfEveryPlan() {
    return db.select(limitColumns).from(planLimits);
  },

  /** Limits of the given plans with their tool names, calculator left out: one query for any number of plans. */
  limitsOf(planIds: string[]) {
    if (planIds.length === 0) return Promise.resolve([]);
    return db
      .select({ ...limitColumns, toolName: tools.name })
      .from(planLimits)
      .innerJoin(tools, eq(tools.id, planLimits.toolId))
      .where(and(inArray(planLimits.planId, planIds), ne(planLimits.toolId, calculatorToolId)))
      .orderBy(asc(tools.sortOrder));
  },
});
