// A seller's Sponsored Products search term report of 200,000 rows (20,000 terms over days and campaigns, as the
// console exports it: title line, ₹ amounts, quoted thousands) sent to the server as a stream: how long reading,
// recognising and storing it takes, rows per second, and the server's peak memory. Then the bank's first page.
import { eachEngineWithSeller } from './harness.mjs';

const rows = 200_000;
const header =
  'Date,Portfolio name,Currency,Campaign Name,Ad Group Name,Targeting,Match Type,Customer Search Term,Impressions,Clicks,Click-Thru Rate (CTR),Cost Per Click (CPC),Spend,7 Day Total Sales ,Total Advertising Cost of Sales (ACOS) ,Total Return on Advertising Spend (ROAS),7 Day Total Orders (#),7 Day Total Units (#),7 Day Conversion Rate';
const nouns = ['kurti', 'saree', 'water bottle', 'earbuds', 'diya', 'atta', 'face serum', 'pressure cooker'];
const words = [
  'cotton',
  'rayon',
  'steel',
  'wireless',
  'brass',
  'organic',
  'vitamin c',
  'aluminium',
  'for women',
  'for men',
];

// 20,000 distinct terms, each on 10 rows (days and campaigns), as a month's report repeats them;
// BENCH_IMPORT_TERMS=200000 makes every row a term of its own (the most the bank stores from one file).
const distinct = Number(process.env.BENCH_IMPORT_TERMS ?? 20_000);
const termOf = (i) =>
  `${words[i % words.length]} ${nouns[Math.floor(i / 10) % nouns.length]} ${Math.floor(i / 80)}`;

function report() {
  const lines = ['Sponsored Products Search Term Report,,,,', header];
  for (let i = 0; i < rows; i++) {
    const day = (i % 30) + 1;
    const term = termOf(i % distinct);
    const clicks = i % 40;
    lines.push(
      `"Sep ${String(day).padStart(2, '0')}, 2026",Not grouped,INR,Campaign ${i % 7},Group ${i % 3},close-match,-,${term},"1,${String(i % 1000).padStart(3, '0')}",${clicks},2.57%,₹12.50,"₹${(clicks * 12.5).toFixed(2)}","₹1,23,456.50",0.31%,318.60,${i % 5},${i % 6},12.5%`,
    );
  }
  return Buffer.from(`\uFEFF${lines.join('\n')}\n`);
}

export async function run() {
  console.log(`\n## Keyword report import: ${rows.toLocaleString('en-IN')} rows, one file`);
  const file = report();
  console.log(`file: ${(file.length / 1024 / 1024).toFixed(1)} MB CSV`);
  await eachEngineWithSeller(5491, async ({ engine, server, auth }) => {
    const before = server.peakMemoryMb();
    const started = performance.now();
    const res = await fetch(`${server.base}/api/keyword-bank/imports?name=bench.csv`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'text/csv' },
      body: file,
    });
    if (res.status !== 201) throw new Error(`import: HTTP ${res.status} ${await res.text()}`);
    const found = await res.json();
    const seconds = (performance.now() - started) / 1000;
    const confirmStarted = performance.now();
    await fetch(`${server.base}/api/keyword-bank/imports/${found.id}/confirm`, {
      method: 'POST',
      headers: auth,
    });
    const confirmMs = performance.now() - confirmStarted;
    const pageStarted = performance.now();
    const page = await (
      await fetch(`${server.base}/api/keyword-bank/terms?sort=orders`, { headers: auth })
    ).json();
    const pageMs = performance.now() - pageStarted;
    console.log(
      `[${engine}] ${found.rows.toLocaleString('en-IN')} rows, ${found.terms.toLocaleString('en-IN')} terms in ${seconds.toFixed(1)} s: ${Math.round(found.rows / seconds).toLocaleString('en-IN')} rows/s; server peak memory ${before?.toFixed(0)} → ${server.peakMemoryMb()?.toFixed(0)} MB; confirm ${confirmMs.toFixed(0)} ms; first bank page (${page.total} terms, by orders) ${pageMs.toFixed(0)} ms`,
    );
  });
}
