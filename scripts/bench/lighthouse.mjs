// Lighthouse 12.8 (mobile, its default simulated slow 4G and 4x CPU slowdown) in Debian's Chromium on the
// built app: the public pages, and /dashboard for a signed-in seller. Five runs of each page; prints each
// run's performance and SEO scores, the metrics behind them and the main-thread work, then the median.
// Targets: landing performance ≥ 98 and TBT under 150 ms in five runs in a row; the dashboard's first
// meaningful content (its largest contentful paint) under 1.5 s. Figures, not assertions.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { login } from './bench-lib.mjs';
import { startServer } from './harness.mjs';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const debuggingPort = 9347;
const admin = { email: 'admin@bench.vikreta.local', password: 'bench-admin-password-1' };
const seller = { email: 'seller@bench.vikreta.local', password: 'bench-seller-password-1' };
const metrics = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];

/** A verified seller, created by the admin, with the tokens the app keeps in localStorage. */
async function sellerTokens(base) {
  const adminToken = await login(base, admin.email, admin.password);
  const created = await fetch(`${base}/api/admin/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ first_name: 'Bench', last_name: 'Seller', ...seller, status: 'active' }),
  });
  if (!created.ok)
    throw new Error(`creating the seller failed: HTTP ${created.status} ${await created.text()}`);
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(seller),
  });
  const { accessToken, refreshToken } = await res.json();
  return { accessToken, refreshToken };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(url, signedIn) {
  const result = await lighthouse(url, {
    port: debuggingPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'seo'],
    // The seller's tokens stay in localStorage between runs.
    disableStorageReset: signedIn,
  });
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) return { error: `${runtimeError.code} ${runtimeError.message}` };
  const seoFailures = Object.values(audits)
    .filter(
      (a) =>
        a.scoreDisplayMode === 'binary' &&
        a.score === 0 &&
        categories.seo.auditRefs.some((r) => r.id === a.id),
    )
    .map((a) => a.title);
  return {
    performance: Math.round((categories.performance.score ?? 0) * 100),
    seo: Math.round((categories.seo.score ?? 0) * 100),
    values: Object.fromEntries(metrics.map(([id, name]) => [name, audits[id].numericValue])),
    mainThread: audits['mainthread-work-breakdown'].numericValue,
    scriptEvaluation: audits['bootup-time'].numericValue,
    seoFailures,
    finalUrl: result.lhr.finalDisplayedUrl,
    lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    shifts: (audits['layout-shifts']?.details?.items ?? []).map(
      (s) => `${s.score.toFixed(3)}: ${s.node?.selector ?? '?'}`,
    ),
  };
}

const ms = (v) => `${Math.round(v)} ms`;
const figuresOf = (r) =>
  `perf ${String(r.performance).padStart(3)}  SEO ${String(r.seo).padStart(3)}  ` +
  metrics
    .map(([, name]) => `${name} ${name === 'CLS' ? r.values[name].toFixed(3) : ms(r.values[name])}`)
    .join('  ') +
  `  main thread ${ms(r.mainThread)} (script ${ms(r.scriptEvaluation)})`;

export async function run(only) {
  console.log(`\n## Lighthouse (mobile: simulated slow 4G, 4x CPU), ${runs} runs per page`);
  console.log(
    'targets: landing performance ≥ 98 and TBT < 150 ms every run; /dashboard LCP < 1.5 s (signed in)',
  );
  const server = await startServer('pglite', 5371, {
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
  // The browser's default profile (a persistent context): Lighthouse opens its tabs there, so they share the
  // seller's localStorage.
  const profile = mkdtempSync(join(tmpdir(), 'vikreta-lighthouse-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [`--remote-debugging-port=${debuggingPort}`],
  });
  try {
    // The signed-in seller's tokens, in the browser's localStorage for the app's origin (the public pages'
    // runs clear the origin's storage, so this comes after them).
    const signIn = async () => {
      const tokens = await sellerTokens(server.base);
      const page = await browser.newPage();
      await page.goto(`${server.base}/login`);
      await page.evaluate(({ accessToken, refreshToken }) => {
        localStorage.setItem('accessToken', accessToken);
        localStorage.setItem('refreshToken', refreshToken);
      }, tokens);
      await page.close();
    };

    for (const [path, signedIn] of [
      ['/', false],
      ['/login', false],
      ['/signup', false],
      ['/dashboard', true],
    ].filter(([path]) => !only || path.includes(only))) {
      const results = [];
      if (signedIn) await signIn();
      for (let i = 1; i <= runs; i++) {
        const r = await measure(`${server.base}${path}`, signedIn);
        if (r.error) {
          console.log(`${path.padEnd(11)} run ${i}: Lighthouse could not measure: ${r.error}`);
          continue;
        }
        results.push(r);
        console.log(`${path.padEnd(11)} run ${i}: ${figuresOf(r)}`);
        // Where the page ended (a signed-out dashboard would end on /login) and what its largest paint was.
        if (i === 1)
          console.log(
            `            ended on ${new URL(r.finalUrl).pathname}; LCP element ${r.lcpElement ?? '?'}`,
          );
        for (const title of r.seoFailures) console.log(`            SEO: ${title}`);
        for (const shift of r.shifts) console.log(`            shift ${shift}`);
      }
      if (results.length === 0) continue;
      const mid = {
        performance: median(results.map((r) => r.performance)),
        seo: median(results.map((r) => r.seo)),
        values: Object.fromEntries(metrics.map(([, n]) => [n, median(results.map((r) => r.values[n]))])),
        mainThread: median(results.map((r) => r.mainThread)),
        scriptEvaluation: median(results.map((r) => r.scriptEvaluation)),
      };
      console.log(`${path.padEnd(11)} median: ${figuresOf(mid)}`);
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(profile, { recursive: true, force: true });
  }
}
