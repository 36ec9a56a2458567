// Lighthouse 12.8 (mobile, its default simulated slow 4G and 4x CPU slowdown) on the public
// pages of the built app, in Debian's Chromium. Prints the performance and SEO scores (targets: ≥ 98 and
// 100) with the metrics behind them. Figures, not assertions.
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { startServer } from './harness.mjs';

const pages = ['/', '/login', '/signup'];
const debuggingPort = 9347;
const metrics = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];

export async function run() {
  console.log('\n## Lighthouse (mobile) on the public pages (targets: performance ≥ 98, SEO 100)');
  const server = await startServer('pglite', 5371);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [`--remote-debugging-port=${debuggingPort}`],
  });
  try {
    for (const path of pages) {
      const result = await lighthouse(`${server.base}${path}`, {
        port: debuggingPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'seo'],
      });
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError) {
        console.log(
          `${path.padEnd(8)} Lighthouse could not measure: ${runtimeError.code} ${runtimeError.message}`,
        );
        continue;
      }
      const score = (c) => Math.round((categories[c].score ?? 0) * 100);
      const figures = metrics.map(([id, name]) => `${name} ${audits[id].displayValue}`).join('  ');
      console.log(
        `${path.padEnd(8)} performance ${String(score('performance')).padStart(3)}  SEO ${String(score('seo')).padStart(3)}  ${figures}`,
      );
      const failed = Object.values(audits).filter(
        (a) =>
          a.scoreDisplayMode === 'binary' &&
          a.score === 0 &&
          categories.seo.auditRefs.some((r) => r.id === a.id),
      );
      for (const a of failed) console.log(`         SEO: ${a.title}`);
      // What moved, when something did: the element and how much it counted.
      for (const shift of audits['layout-shifts']?.details?.items ?? [])
        console.log(
          `         shift ${shift.score.toFixed(3)}: ${shift.node?.selector ?? '?'} ${shift.node?.snippet ?? ''}`,
        );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}
