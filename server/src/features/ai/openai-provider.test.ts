import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardReviews } from './ai-guard.js';
import { keywordResearchResultSchema, type AiEngine } from '@common/contracts/ai';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedIn } from '../../test/accounts.js';
import { fakeChatServer, type FakeReply } from '../../test/fake-chat-server.js';
import { openAiEngine } from '../../providers/ai/openai/openai-engine.js';

const goodAnswer = JSON.stringify({
  keyword: 'cotton kurti',
  searchVolume: 'Estimated 10K–50K / month',
  searchVolumeEstimate: { low: 10_000, high: 50_000 },
  competition: 'High (estimate)',
  competitionLevel: 'high',
  relatedKeywords: ['kurti for women'],
  longTailKeywords: ['cotton kurti for summer'],
  suggestions: ['Use size charts'],
  platformInsights: [{ platform: 'myntra', insights: ['Fabric first in the title'] }],
});

let fake: Awaited<ReturnType<typeof fakeChatServer>>;
let h: TestApp;
/** Swapped per test: the app calls whichever engine the current test built. */
let engine: AiEngine;
beforeAll(async () => {
  fake = await fakeChatServer();
  const delegate: AiEngine = {
    keywordResearch: (r) => engine.keywordResearch(r),
    productResearch: (r) => engine.productResearch(r),
    productOptimization: (r) => engine.productOptimization(r),
  };
  h = await createTestApp({ ai: delegate });
});
afterAll(async () => {
  await h.close();
  await fake.close();
});

async function setUp(script: FakeReply[], timeouts = { attemptTimeoutMs: 2000, totalTimeoutMs: 4000 }) {
  fake.reset(script);
  engine = openAiEngine({
    apiKey: 'test-key',
    baseURL: fake.baseURL,
    model: 'fake-model',
    reviews: guardReviews,
    backoffMs: 10,
    ...timeouts,
  });
  const seller = await signedIn(h);
  const auth = { authorization: `Bearer ${seller.accessToken}` };
  const research = (language = 'en') =>
    h.app.inject({
      method: 'POST',
      url: '/api/ai/keyword-research',
      headers: auth,
      payload: { keyword: 'cotton kurti', platform: 'myntra', language },
    });
  const used = async () =>
    (await h.app.inject({ url: '/api/user/plan', headers: auth })).json().usage['1'].used as number;
  return { research, used };
}

describe('OpenAI-compatible provider', () => {
  it('sends the JSON schema of the contract and the requested language; answers carry the model name', async () => {
    const { research, used } = await setUp([{ content: goodAnswer }]);
    const res = await research('hi');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ keyword: 'cotton kurti', source: 'fake-model', isEstimate: true });
    const sent = fake.requests[0]!;
    const format = sent.response_format as {
      type: string;
      json_schema: { strict: boolean; schema: { properties: object; required: string[] } };
    };
    expect(format.type).toBe('json_schema');
    expect(format.json_schema.strict).toBe(true);
    expect(format.json_schema.schema.required).toEqual(Object.keys(keywordResearchResultSchema.shape));
    expect(JSON.stringify(sent.messages)).toContain('Write every text value in Hindi');
    expect(await used()).toBe(1);
  });

  it('malformed JSON is retried once, then refused with 502 and no quota spent', async () => {
    const { research, used } = await setUp([
      { content: '{"keyword": "cotton' },
      { content: 'not json at all' },
    ]);
    const res = await research();
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      code: 'AI_PROVIDER_FAILED',
      message: 'The AI service gave an answer in the wrong shape twice.',
    });
    expect(fake.requests).toHaveLength(2);
    expect(await used()).toBe(0);
  });

  it('a 429 then a success counts once', async () => {
    const { research, used } = await setUp([{ status: 429 }, { content: goodAnswer }]);
    expect((await research()).statusCode).toBe(200);
    expect(fake.requests).toHaveLength(2);
    expect(await used()).toBe(1);
  });

  it('a 400 is not retried', async () => {
    const { research, used } = await setUp([{ status: 400, body: { error: { message: 'bad model' } } }]);
    expect((await research()).statusCode).toBe(502);
    expect(fake.requests).toHaveLength(1);
    expect(await used()).toBe(0);
  });

  it('falls back to json_object when the server does not know json_schema', async () => {
    const { research } = await setUp([
      {
        status: 400,
        body: { error: { message: "Invalid value for 'response_format': json_schema is not supported" } },
      },
      { content: goodAnswer },
    ]);
    expect((await research()).statusCode).toBe(200);
    expect((fake.requests[1]!.response_format as { type: string }).type).toBe('json_object');
  });

  it('a hung server times out with 502 and gives the call back', async () => {
    const { research, used } = await setUp([{ hang: true }], { attemptTimeoutMs: 300, totalTimeoutMs: 700 });
    const res = await research();
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('AI_PROVIDER_FAILED');
    // The engine gave up on every request it sent (aborted it), within its 3 attempts.
    expect(fake.requests.length).toBeGreaterThanOrEqual(1);
    expect(fake.requests.length).toBeLessThanOrEqual(3);
    expect(await fake.abandoned()).toBe(fake.requests.length);
    expect(await used()).toBe(0);
  });
});
