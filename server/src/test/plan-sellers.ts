import { eq } from 'drizzle-orm';
import * as t from '../db/schema/index.js';
import type { TestApp } from './test-app.js';
import { signedIn } from './accounts.js';

export const keywordTool = 1;

/** A verified, signed-in seller on the Free Trial (3 calls per AI tool, 14 days). */
export async function trialSeller(h: TestApp) {
  const seller = await signedIn(h);
  return { ...seller, id: seller.user.id };
}

/** Moves a seller onto a paid plan running until `endDate`, with the given monthly and daily limits. */
export async function paidSeller(h: TestApp, opts: { monthly: number; daily: number; endDate: Date }) {
  const seller = await trialSeller(h);
  const [plan] = await h.db
    .insert(t.plans)
    .values({
      name: `Test plan ${seller.id}`,
      price: 999,
      currency: 'INR',
      billingPeriod: 'month',
      dailyLimit: opts.daily,
    })
    .returning();
  await h.db
    .insert(t.planLimits)
    .values([1, 2, 3].map((toolId) => ({ planId: plan!.id, toolId, monthlyLimit: opts.monthly })));
  await h.db
    .update(t.subscriptions)
    .set({ status: 'cancelled' })
    .where(eq(t.subscriptions.userId, seller.id));
  await h.db.insert(t.subscriptions).values({
    userId: seller.id,
    planId: plan!.id,
    amount: 999,
    currency: 'INR',
    startDate: h.clock.now(),
    endDate: opts.endDate,
  });
  return { ...seller, plan: plan! };
}
