import type { FastifyBaseLogger } from 'fastify';

/**
 * A worker that handles due items one at a time: `drain` runs `runOne` until it finds nothing due (one drain at a
 * time per process), `start` drains now and every `pollMs`, until `stop`, which lets the item in hand finish.
 */
export function pollingWorker(
  name: string,
  runOne: () => Promise<boolean>,
  { log, pollMs = 2_000 }: { log: Pick<FastifyBaseLogger, 'error'>; pollMs?: number },
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;
  const worker = {
    /** Handles every due item; the count handled. */
    drain(): Promise<number> {
      running ??= (async () => {
        let handled = 0;
        try {
          while (!stopped && (await runOne())) handled++;
        } finally {
          running = undefined;
        }
        return handled;
      })();
      return running;
    },
    start() {
      stopped = false;
      const pass = () =>
        void worker.drain().catch((err: unknown) => log.error({ err }, `${name} pass failed`));
      pass();
      timer = setInterval(pass, pollMs).unref();
    },
    /** No more passes; the item in hand is finished first (awaited by a graceful shutdown). */
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
  return worker;
}
