// A bulk upload of 500 products with the built-in engine: how long the server's worker takes to optimize them
// all (one metered Product Optimization call per row, one row at a time), and how long the one marketplace
// file for all 500 takes to write. A seller on an unlimited bench plan, its token signed by the seed script.
import { eachEngineWithSeller } from './harness.mjs';

const rows = 500;
const products = Array.from({ length: rows }, (_, i) => ({
  line: i + 2,
  sku: `BENCH-${i + 1}`,
  name: ['Steel Water Bottle 1 Litre', 'Cotton Kurti for Women', 'Brass Diya Set of 4', 'Wireless Earbuds'][
    i % 4
  ],
  brand: 'Bench',
  facts: 'Good quality, 1 year warranty, made in India.',
  price: 299 + i,
  mrp: 999,
}));

export async function run() {
  console.log(`\n## Bulk listings: ${rows} products, built-in engine, one worker`);
  await eachEngineWithSeller(5391, async ({ engine, server, auth }) => {
    const headers = { 'content-type': 'application/json', ...auth };
    const started = performance.now();
    const created = await fetch(`${server.base}/api/listing-files/bulk`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ marketplace: 'amazon', rows: products }),
    });
    if (created.status !== 201) throw new Error(`start: HTTP ${created.status} ${await created.text()}`);
    const { id } = await created.json();
    let job;
    do {
      await new Promise((r) => setTimeout(r, 250));
      job = await (await fetch(`${server.base}/api/listing-files/bulk/${id}`, { headers })).json();
    } while (job.status === 'running');
    const seconds = (performance.now() - started) / 1000;
    const fileStarted = performance.now();
    const file = await fetch(`${server.base}/api/listing-files/bulk/${id}/file`, { headers });
    const bytes = (await file.arrayBuffer()).byteLength;
    const fileMs = performance.now() - fileStarted;
    console.log(
      `[${engine}] ${job.done} done, ${job.failed} failed (${job.status}) in ${seconds.toFixed(1)} s: ${(job.done / seconds).toFixed(1)} products/s; the file of ${job.done} products: ${(bytes / 1024).toFixed(0)} kB in ${fileMs.toFixed(0)} ms`,
    );
  });
}
