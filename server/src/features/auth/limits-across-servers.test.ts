import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, registerVerified } from '../../test/accounts.js';
import { hasRedisServer, startRedisServer, type RedisServer } from '../../test/redis-server.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Two servers with one REDIS_URL (a throwaway redis-server; CI machines have the binary). Every limit, the AI
// burst limit included, counts in the one store createCounterStore makes, so one limit shows them all.
describe.runIf(hasRedisServer)('rate limits with REDIS_URL hold across server processes', () => {
  let redis: RedisServer;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    redis = await startRedisServer();
    first = await createTestApp({ env: { REDIS_URL: redis.url } });
    second = await createTestApp({ env: { REDIS_URL: redis.url } });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    redis?.stop();
  });

  it('failed logins for one account and address count on both servers: the 11th is refused by either', async () => {
    const { email, password } = await registerVerified(first);
    const ip = '10.70.0.1';
    for (let i = 0; i < 10; i++) {
      const server = i % 2 === 0 ? first : second;
      expect(
        (await post(server, '/api/auth/login', { email, password: 'Wrong-pass-1' }, { ip })).statusCode,
      ).toBe(401);
    }
    // The account only exists on the first server's database: the second refuses by the shared count alone.
    expect((await post(second, '/api/auth/login', { email, password }, { ip })).statusCode).toBe(429);
    expect((await post(first, '/api/auth/login', { email, password }, { ip })).statusCode).toBe(429);
  });
});
