import { setImmediate } from 'node:timers/promises';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';

/** Rows written or read between two turns of the event loop: a few milliseconds of work each. */
const rowsPerSlice = 2_000;

/**
 * Many rows (a settlement file's 300,000 amount lines) as gzipped JSON, one line of JSON per slice of rows, for a
 * bytea column. Written and read slice by slice, giving the event loop a turn between slices, and compressed off
 * the main thread: one seller's large file never keeps the server from answering the others (a jsonb column of
 * the same rows made PGlite, which runs in the server's own thread, parse and store megabytes of JSON at once).
 */
export async function packRows(rows: readonly unknown[]): Promise<Buffer> {
  const slices: string[] = [];
  for (let at = 0; at < rows.length; at += rowsPerSlice) {
    slices.push(JSON.stringify(rows.slice(at, at + rowsPerSlice)));
    await setImmediate();
  }
  return promisify(gzip)(Buffer.from(slices.join('\n')));
}

/** The rows packRows packed, in their order. */
export async function unpackRows<T>(packed: Uint8Array): Promise<T[]> {
  const text = (await promisify(gunzip)(packed)).toString('utf8');
  const rows: T[] = [];
  for (const slice of text.split('\n')) {
    if (slice) rows.push(...(JSON.parse(slice) as T[]));
    await setImmediate();
  }
  return rows;
}
