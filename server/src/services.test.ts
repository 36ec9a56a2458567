import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from './test/accounts.js';
import { hasRedisServer, startRedisServer, type RedisServer } from './test/redis-server.js';
import { createTestApp } from './test/test-app.js';

/** Clients connected to the server, leaving out the redis-cli that asks. */
const clientsOf = (redis: RedisServer) =>
  redis
    .cli('client', 'list')
    .split('\n')
    .filter((line) => line.includes('addr=') && !line.includes('cmd=client|list')).length;

describe.runIf(hasRedisServer)('rate limits with REDIS_URL', () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(() => redis.stop());

  it('count every limit of the app (auth and AI) over one Redis connection, closed with the app', async () => {
    const h = await createTestApp({ env: { REDIS_URL: redis.url } });
    const seller = await signedIn(h);
    const failed = await h.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: seller.email, password: 'not-the-password' },
    });
    expect(failed.statusCode).toBe(401);
    const research = await h.app.inject({
      method: 'POST',
      url: '/api/ai/keyword-research',
      headers: { authorization: `Bearer ${seller.accessToken}` },
      payload: { keyword: 'cotton kurti', platform: 'myntra' },
    });
    expect(research.statusCode).toBe(200);

    const keys = redis.cli('--scan', '--pattern', 'vikreta:rate:*');
    expect(keys).toContain('vikreta:rate:auth:register:');
    expect(keys).toContain('vikreta:rate:auth:login-failures:');
    expect(keys).toContain(`vikreta:rate:ai:burst:${seller.user.id}`);
    expect(clientsOf(redis)).toBe(1);

    await h.close();
    for (let i = 0; i < 50 && clientsOf(redis) > 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(clientsOf(redis)).toBe(0);
  });
});
