import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../env.js';
import { fakeChatServer } from '../../test/fake-chat-server.js';
import { createAiEngine } from './index.js';

let fake: Awaited<ReturnType<typeof fakeChatServer>>;
beforeAll(async () => {
  fake = await fakeChatServer();
});
afterAll(() => fake.close());

describe('AI_TIMEOUT_MS and AI_MAX_RETRIES', () => {
  it('default to 30 s and 2 retries, and refuse values outside their range', () => {
    expect(parseEnv({})).toMatchObject({ AI_TIMEOUT_MS: 30_000, AI_MAX_RETRIES: 2 });
    expect(parseEnv({ AI_TIMEOUT_MS: '180000', AI_MAX_RETRIES: '0' })).toMatchObject({
      AI_TIMEOUT_MS: 180_000,
      AI_MAX_RETRIES: 0,
    });
    expect(() => parseEnv({ AI_TIMEOUT_MS: 'soon' })).toThrow(/AI_TIMEOUT_MS/);
    expect(() => parseEnv({ AI_MAX_RETRIES: '9' })).toThrow(/AI_MAX_RETRIES/);
  });

  it('retry a failing model as often as AI_MAX_RETRIES says', async () => {
    for (const retries of [0, 1]) {
      fake.reset([{ status: 503 }]);
      const engine = createAiEngine(
        parseEnv({
          AI_API_KEY: 'k',
          AI_BASE_URL: fake.baseURL,
          AI_MODEL: 'm',
          AI_MAX_RETRIES: String(retries),
          AI_TIMEOUT_MS: '5000',
        }),
      );
      await expect(
        engine.keywordResearch({ keyword: 'kajal', platform: 'nykaa', language: 'en' }),
      ).rejects.toThrow(/HTTP 503/);
      expect(fake.requests).toHaveLength(retries + 1);
    }
  });
});
