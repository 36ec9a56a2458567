// An Amazon.in settlement flat file V2 of 100,000 amount lines (about 9,000 orders of 11 lines each) sent to the
// server: how long reading and storing it takes, then the background check against the rate card (queued,
// claimed by the worker, polled until done), lines per second for each, the server's peak memory, and how long
// another seller's request waits meanwhile (a probe asks for the settlement list every 50 ms).
import { largeSettlementFile } from '../../server/src/test/settlement-file.ts';
import { eachEngineWithSeller } from './harness.mjs';

const lines = 100_000;

/**
 * Asks `url` every 50 ms until stop() and returns the waits (ms) the requests saw: what another seller of the same
 * server feels while the big file is read and checked.
 */
function probe(url, headers) {
  const waits = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      await (await fetch(url, { headers })).arrayBuffer();
      waits.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      const sorted = waits.sort((a, b) => a - b);
      const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]?.toFixed(0);
      return `another request waited p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms (${sorted.length} requests)`;
    },
  };
}

export async function run() {
  console.log(`\n## Settlement check: ${lines.toLocaleString('en-IN')} amount lines, Amazon.in V2`);
  const file = largeSettlementFile(lines);
  console.log(`file: ${(file.length / 1024 / 1024).toFixed(1)} MB`);
  await eachEngineWithSeller(5591, async ({ engine, server, auth }) => {
    const before = server.peakMemoryMb();
    let started = performance.now();
    let other = probe(`${server.base}/api/settlements`, auth);
    const res = await fetch(`${server.base}/api/settlements?name=bench.txt`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'text/plain' },
      body: file,
    });
    if (res.status !== 201) throw new Error(`upload: HTTP ${res.status} ${await res.text()}`);
    const found = await res.json();
    const readSeconds = (performance.now() - started) / 1000;
    const whileReading = await other.stop();
    started = performance.now();
    other = probe(`${server.base}/api/settlements`, auth);
    await fetch(`${server.base}/api/settlements/${found.id}/reconcile`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ category: 'books', weightKg: 0.4, zone: 'national' }),
    });
    // The check is the server worker's job: polled as the screen polls it.
    let settlement;
    do {
      await new Promise((r) => setTimeout(r, 100));
      settlement = await (
        await fetch(`${server.base}/api/settlements/${found.id}`, { headers: auth })
      ).json();
    } while (settlement.status === 'queued' || settlement.status === 'checking');
    const { result } = settlement;
    const checkSeconds = (performance.now() - started) / 1000;
    const whileChecking = await other.stop();
    console.log(
      `[${engine}] read ${found.lines.toLocaleString('en-IN')} lines (${found.orders} orders) in ${readSeconds.toFixed(1)} s: ${Math.round(found.lines / readSeconds).toLocaleString('en-IN')} lines/s; checked in ${checkSeconds.toFixed(1)} s: ${Math.round(found.lines / checkSeconds).toLocaleString('en-IN')} lines/s, ${result.findings.length} differences (${result.overcharged} over-charged); server peak memory ${before?.toFixed(0)} → ${server.peakMemoryMb()?.toFixed(0)} MB`,
    );
    console.log(`[${engine}] while reading: ${whileReading}; while checking: ${whileChecking}`);
  });
}
