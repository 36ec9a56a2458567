import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolIds } from '@common/constants/tools';
import * as t from '../../db/schema/index.js';
import { signedIn } from '../../test/accounts.js';
import { userPlan } from '../../test/payments.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(() => h.close());

const keywordTool = toolIds.keyword_research;
const minute = 60_000;
const used = async (token: string) => (await userPlan(h, token)).usage[String(keywordTool)]!.used;
const research = (token: string) =>
  h.app.inject({
    method: 'POST',
    url: '/api/ai/keyword-research',
    headers: { authorization: `Bearer ${token}` },
    payload: { keyword: 'steel water bottle', platform: 'amazon' },
  });

describe('calls reserved by a process that died before recording them', () => {
  it('are given back once older than any call can take, never while a call may still be running', async () => {
    const seller = await signedIn(h);
    expect((await research(seller.accessToken)).statusCode).toBe(200);
    // The process takes a call, then dies before the AI answer is recorded.
    await h.services.quota.reserve(seller.user.id, keywordTool);
    expect(await used(seller.accessToken)).toBe(2);

    h.clock.advance(2 * minute);
    expect((await h.services.cleanup.runOnce())?.lostCalls).toBe(0);
    expect(await used(seller.accessToken)).toBe(2);

    h.clock.advance(10 * minute);
    expect((await h.services.cleanup.runOnce())?.lostCalls).toBe(1);
    expect(await used(seller.accessToken)).toBe(1);
    expect((await h.services.cleanup.runOnce())?.lostCalls).toBe(0);
    expect(await used(seller.accessToken)).toBe(1);
  });

  it('are given back at start-up, without waiting for the first pass', async () => {
    const seller = await signedIn(h);
    await h.services.quota.reserve(seller.user.id, keywordTool);
    h.clock.advance(11 * minute);
    h.services.cleanup.start();
    try {
      await expect.poll(() => used(seller.accessToken), { timeout: 10_000 }).toBe(0);
    } finally {
      h.services.cleanup.stop();
    }
  });

  it('a call that was recorded keeps counting, even if crossing out its reservation was lost', async () => {
    const seller = await signedIn(h);
    expect((await research(seller.accessToken)).statusCode).toBe(200);
    const [call] = await h.db.select().from(t.usageEvents).where(eq(t.usageEvents.userId, seller.user.id));
    expect(call!.reservationId).toBeTruthy();
    // The process died after writing the history row, before removing the reservation.
    await h.db.insert(t.usageReservations).values({
      id: call!.reservationId!,
      userId: seller.user.id,
      toolId: keywordTool,
      periods: ['trial'],
      createdAt: h.clock.now(),
    });
    h.clock.advance(11 * minute);
    await h.services.cleanup.runOnce();
    expect(await used(seller.accessToken)).toBe(1);
  });

  it('a call given back by its own request is not given back a second time', async () => {
    const seller = await signedIn(h);
    expect((await research(seller.accessToken)).statusCode).toBe(200);
    const reservation = await h.services.quota.reserve(seller.user.id, keywordTool);
    await h.services.quota.release(reservation);
    await h.services.quota.release(reservation);
    h.clock.advance(11 * minute);
    await h.services.cleanup.runOnce();
    expect(await used(seller.accessToken)).toBe(1);
  });
});
