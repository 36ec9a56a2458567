// An Amazon.in settlement flat file V2 of 100,000 amount lines (about 9,000 orders of 11 lines each) sent to the
// server: how long reading and storing it takes, then the background check against the rate card (queued,
// claimed by the worker, polled until done), lines per second for each, and the server's peak memory.
import { eachEngineWithSeller } from './harness.mjs';

const lines = 100_000;
const columns =
  'settlement-id\tsettlement-start-date\tsettlement-end-date\tdeposit-date\ttotal-amount\tcurrency\ttransaction-type\torder-id\tmerchant-order-id\tadjustment-id\tshipment-id\tmarketplace-name\tamount-type\tamount-description\tamount\tfulfillment-id\tposted-date\tposted-date-time\torder-item-code\tmerchant-order-item-id\tmerchant-adjustment-item-id\tsku\tquantity-purchased\tpromotion-id';

function settlement() {
  const out = [columns, '236628501\t2026-09-01T00:00:00+00:00\t2026-09-30T00:00:00+00:00\t\t0\tINR'];
  for (let n = 0; out.length < lines + 2; n++) {
    const order = `408-${String(n).padStart(7, '0')}-${String(n * 7).padStart(7, '0')}`;
    const principal = 200 + (n % 800);
    const commission = principal <= 250 ? 0.03 : principal <= 500 ? 0.045 : principal <= 1000 ? 0.09 : 0.125;
    const date = `${String((n % 28) + 1).padStart(2, '0')}.09.2026`;
    const amounts = [
      ['ItemPrice', 'Principal', principal],
      ['ItemPrice', 'Product Tax', 0],
      ['ItemFees', 'Commission', -principal * commission],
      ['ItemFees', 'Commission IGST', -principal * commission * 0.18],
      ['ItemFees', 'Fixed closing fee', -5],
      ['ItemFees', 'Fixed closing fee IGST', -0.9],
      ['ItemFees', 'Easy Ship weight handling fees', n % 50 === 0 ? -90 : -65],
      ['ItemFees', 'Easy Ship weight handling fees IGST', n % 50 === 0 ? -16.2 : -11.7],
      ['ItemWithheldTax', 'TCS-IGST', -principal * 0.005],
      ['ItemWithheldTax', 'TDS (Section 194-O)', -principal * 0.001],
      ['Promotion', 'Shipping discount', 0],
    ];
    for (const [type, description, amount] of amounts)
      out.push(
        `236628501\t\t\t\t\t\tOrder\t${order}\t\t\t\tAmazon.in\t${type}\t${description}\t${amount.toFixed(2)}\tMFN\t${date}\t\t${n}\t\t\tBOOK-${n % 300}\t1\t`,
      );
  }
  return Buffer.from(`${out.join('\n')}\n`);
}

export async function run() {
  console.log(`\n## Settlement check: ${lines.toLocaleString('en-IN')} amount lines, Amazon.in V2`);
  const file = settlement();
  console.log(`file: ${(file.length / 1024 / 1024).toFixed(1)} MB`);
  await eachEngineWithSeller(5591, async ({ engine, server, auth }) => {
    const before = server.peakMemoryMb();
    let started = performance.now();
    const res = await fetch(`${server.base}/api/settlements?name=bench.txt`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'text/plain' },
      body: file,
    });
    if (res.status !== 201) throw new Error(`upload: HTTP ${res.status} ${await res.text()}`);
    const found = await res.json();
    const readSeconds = (performance.now() - started) / 1000;
    started = performance.now();
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
    console.log(
      `[${engine}] read ${found.lines.toLocaleString('en-IN')} lines (${found.orders} orders) in ${readSeconds.toFixed(1)} s: ${Math.round(found.lines / readSeconds).toLocaleString('en-IN')} lines/s; checked in ${checkSeconds.toFixed(1)} s: ${Math.round(found.lines / checkSeconds).toLocaleString('en-IN')} lines/s, ${result.findings.length} differences (${result.overcharged} over-charged); server peak memory ${before?.toFixed(0)} → ${server.peakMemoryMb()?.toFixed(0)} MB`,
    );
  });
}
