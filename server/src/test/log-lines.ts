import { Writable } from 'node:stream';
import { createLogger } from '../lib/logger.js';

/** A logger as the server builds it (level info) whose JSON lines are kept in `lines` for a test to read. */
export function capturedLogs() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, logger: createLogger('info', sink) };
}
