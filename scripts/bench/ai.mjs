// Latency of the three AI endpoints with the built-in engine (p95 computed from every response's
// latency), then the server's own overhead around an OpenAI-compatible provider that answers in 200 ms.
// Each seller may make 20 AI calls a minute, so many sellers on an unlimited plan are seeded and every request
// carries the next seller's token.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { measureDetailed, printDetailedRow, runTsx } from './bench-lib.mjs';
import { createDataDir, createPostgresDatabase, engines, startServer } from './harness.mjs';

const duration = 4; // each built-in endpoint; the provider run takes 5 s
const providerDuration = 5;
const connections = 10;
const sellers = 1000; // 20 calls a minute each: room for 20,000 calls in a minute
const providerDelayMs = 200;
const jwtSecret = 'bench-jwt-secret-0123456789abcdefghijklmnopqrstuvwxyz';

const seeds = [
  { keyword: 'wireless earbuds', platform: 'amazon' },
  { keyword: 'cotton kurti', platform: 'myntra' },
  { keyword: 'face serum', platform: 'nykaa' },
  { keyword: 'atta 5kg', platform: 'blinkit' },
];
const endpoints = [
  ['/api/ai/keyword-research', (s) => ({ keyword: s.keyword, platform: s.platform, language: 'en' })],
  ['/api/ai/product-research', (s) => ({ productName: s.keyword, platform: s.platform })],
  [
    '/api/ai/product-optimization',
    (s) => ({
      productName: s.keyword,
      description: `Good quality ${s.keyword} for everyday use.`,
      brand: 'Bench',
      platform: s.platform,
    }),
  ],
];

/** autocannon requests that rotate the bearer token over every seller and the body over the seeds. */
function rotating(tokens, bodyOf) {
  let n = 0;
  const bodies = seeds.map((s) => JSON.stringify(bodyOf(s)));
  return [
    {
      method: 'POST',
      setupRequest: (req) => {
        const i = n++;
        return {
          ...req,
          headers: {
            ...req.headers,
            'content-type': 'application/json',
            authorization: `Bearer ${tokens[i % tokens.length]}`,
          },
          body: bodies[i % bodies.length],
        };
      },
    },
  ];
}

/** A few calls per endpoint before measuring (JIT, pools, the provider connection), from the last sellers. */
async function warmUp(base, tokens, list, perEndpoint, source) {
  let used = 0;
  for (const [path, bodyOf] of list) {
    for (let i = 0; i < perEndpoint; i++) {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${tokens[tokens.length - 1 - (used++ % 50)]}`,
        },
        body: JSON.stringify(bodyOf(seeds[i % seeds.length])),
      });
      if (!res.ok)
        throw new Error(`warm-up POST ${path}: HTTP ${res.status} ${(await res.text()).slice(0, 200)}`);
      const answered = (await res.json()).source;
      if (answered !== source)
        throw new Error(`warm-up POST ${path}: answered by ${answered}, expected ${source}`);
    }
  }
}

async function waitForPort(port) {
  for (let i = 0; i < 40; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`the fake provider on port ${port} did not start`);
}

export async function run() {
  console.log(
    `\n## AI endpoints (${connections} connections, ${duration} s per built-in endpoint, ${providerDuration} s with the provider, tokens rotated over ${sellers} sellers; p95 exact from every response)`,
  );
  let port = 5361;
  for (const engine of engines()) {
    const pg = engine === 'postgres' ? createPostgresDatabase() : undefined;
    const dataDir = createDataDir();
    const existing = { dataDir, databaseUrl: pg?.url };
    const seedFile = join(dataDir, 'bench-ai.json');
    let server;
    let provider;
    try {
      await runTsx('scripts/bench/ai-seed.ts', [engine, pg?.url ?? dataDir, sellers, jwtSecret, seedFile]);
      const { tokens } = JSON.parse(readFileSync(seedFile, 'utf8'));
      // Each run starts at the seller after the last one the previous run used, spreading calls over all sellers.
      let offset = 0;
      const next = () => tokens.slice(offset).concat(tokens.slice(0, offset));

      server = await startServer(engine, port++, { JWT_SECRET: jwtSecret }, existing);
      await warmUp(server.base, tokens, endpoints, 5, 'builtin');
      for (const [path, bodyOf] of endpoints) {
        const m = await measureDetailed(`${server.base}${path}`, {
          duration,
          connections,
          requests: rotating(next(), bodyOf),
        });
        offset = (offset + m.count) % tokens.length;
        printDetailedRow(`[${engine}] POST ${path} (built-in)`, m);
      }
      await server.stop();
      server = undefined;

      const providerPort = port++;
      provider = spawn(
        process.execPath,
        ['scripts/bench/slow-chat-server.mjs', providerPort, providerDelayMs, seedFile],
        { stdio: ['ignore', 'ignore', 'inherit'] },
      );
      await waitForPort(providerPort);
      server = await startServer(
        engine,
        port++,
        {
          JWT_SECRET: jwtSecret,
          AI_API_KEY: 'bench',
          AI_BASE_URL: `http://127.0.0.1:${providerPort}/v1`,
          AI_MODEL: 'bench-model',
        },
        existing,
      );
      const [path, bodyOf] = endpoints[0];
      await warmUp(server.base, tokens, [endpoints[0]], 3, 'bench-model');
      const m = await measureDetailed(`${server.base}${path}`, {
        duration: providerDuration,
        connections,
        requests: rotating(next(), bodyOf),
      });
      printDetailedRow(`[${engine}] POST ${path} (provider ${providerDelayMs} ms)`, m, {
        percentiles: ['p50', 'p95', 'p99'],
      });
      const over = (v) => Math.round((v - providerDelayMs) * 10) / 10;
      console.log(
        `[${engine}] server overhead around the provider: p50 ${over(m.p50)} ms, p95 ${over(m.p95)} ms, p99 ${over(m.p99)} ms (latency − ${providerDelayMs} ms)`,
      );
    } finally {
      await server?.stop();
      if (provider && provider.exitCode === null && provider.signalCode === null) {
        provider.kill('SIGTERM');
        await new Promise((r) => provider.once('exit', r));
      }
      pg?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
