import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { paidSeller } from '../../test/plan-sellers.js';

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(() => h.close());

const burst = 20;

describe('the AI burst limit', () => {
  it('counts new calls only: replays of a finished Idempotency-Key do nothing and never count', async () => {
    const seller = await paidSeller(h, { monthly: 1000, daily: 1000, endDate: new Date('2027-01-01') });
    const research = (keyword: string, key?: string) =>
      h.app.inject({
        method: 'POST',
        url: '/api/ai/keyword-research',
        payload: { keyword, platform: 'amazon', language: 'en' },
        headers: {
          authorization: `Bearer ${seller.accessToken}`,
          ...(key ? { 'idempotency-key': key } : {}),
        },
      });
    const first = await research('cotton kurti', 'kurti-call-0001');
    expect(first.statusCode).toBe(200);
    for (let i = 0; i < burst + 5; i++) {
      const replay = await research('cotton kurti', 'kurti-call-0001');
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toEqual(first.json());
    }
    // The first call was one of the burst; the other 19 new calls are still allowed, the 21st is not.
    for (let i = 1; i < burst; i++) expect((await research(`saree ${i}`)).statusCode).toBe(200);
    expect((await research('one too many')).statusCode).toBe(429);
    // A replay is still answered while new calls wait.
    expect((await research('cotton kurti', 'kurti-call-0001')).statusCode).toBe(200);
  });
});
