import { describe, expect, it } from 'vitest';
import { apiDocsOn, parseEnv } from './env.js';
import { createTestApp } from './test/test-app.js';

// A production configuration the server accepts otherwise: a signing secret and real payment keys.
const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-of-32-characters!',
  RAZORPAY_KEY_ID: 'rzp_live_docs_test',
  RAZORPAY_KEY_SECRET: 'docs-test-secret',
};

async function docsStatus(env: Record<string, string>) {
  const h = await createTestApp({ env });
  try {
    return [(await h.app.inject('/api/docs')).statusCode, (await h.app.inject('/api/docs/json')).statusCode];
  } finally {
    await h.close();
  }
}

describe('API_DOCS', () => {
  it('is on or off, on by default outside production and off in production; anything else stops the server', () => {
    expect(apiDocsOn(parseEnv({}))).toBe(true);
    expect(apiDocsOn(parseEnv({ NODE_ENV: 'test' }))).toBe(true);
    expect(apiDocsOn(parseEnv(production))).toBe(false);
    expect(apiDocsOn(parseEnv({ ...production, API_DOCS: 'on' }))).toBe(true);
    expect(apiDocsOn(parseEnv({ API_DOCS: 'off' }))).toBe(false);
    expect(() => parseEnv({ API_DOCS: 'yes' })).toThrow(/API_DOCS/);
  });

  // Each case starts a whole app on a fresh database.
  it('keeps /api/docs private in production', { timeout: 90_000 }, async () => {
    expect(await docsStatus(production)).toEqual([404, 404]);
  });

  it('serves /api/docs in production when turned on', { timeout: 90_000 }, async () => {
    const [page, json] = await docsStatus({ ...production, API_DOCS: 'on' });
    expect(page).toBeLessThan(400);
    expect(json).toBe(200);
  });

  it('lets /api/docs be turned off outside production', { timeout: 90_000 }, async () => {
    expect(await docsStatus({ API_DOCS: 'off' })).toEqual([404, 404]);
  });
});
