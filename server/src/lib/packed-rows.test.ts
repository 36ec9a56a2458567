import { setImmediate } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { packRows, unpackRows } from './packed-rows.js';

const rows = Array.from({ length: 25_000 }, (_, i) => ({
  orderId: `408-${i}`,
  amount: i / 100,
  note: 'पुस्तक',
}));

describe('rows packed for the database', () => {
  it('come back as they went in, in their order, and take far less room than their JSON', async () => {
    const packed = await packRows(rows);
    expect(await unpackRows(packed)).toEqual(rows);
    expect(packed.length).toBeLessThan(JSON.stringify(rows).length / 5);
    expect(await unpackRows(await packRows([]))).toEqual([]);
  });

  it('let the server answer other requests while a big file is packed and unpacked', async () => {
    let turns = 0;
    let counting = true;
    const count = async () => {
      while (counting) {
        await setImmediate();
        turns++;
      }
    };
    const counter = count();
    const packed = await packRows(rows);
    await unpackRows(packed);
    counting = false;
    await counter;
    // 25,000 rows are 13 slices each way: the event loop turned between them (one JSON.stringify would not).
    expect(turns).toBeGreaterThanOrEqual(20);
  });
});
