import type { FastifyBaseLogger } from 'fastify';

/**
 * A worker that handles due items one at a time: `drain` runs `runOne` until it finds nothing due (one drain at a
 * time per process), `start` drains now and every `pollMs`, until `stop`.
 */
export function pollingWorker(
  name: string,
  runOne: () => Promise<boolean>,
  { log, pollMs = 2_000 }: { log: Pick<FastifyBaseLogger, 'error'>; pollMs?: number },
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  const worker = {
    /** Handles every due item; the count handled. */
    drain(): Promise<number> {
      running ??= (async () => {
        let handled = 0;
        try {
          while (await runOne()) handled++;
        } finally {
          running = undefined;
        }
        return handled;
      })();
      return running;
    },
    start() {
      const pass = () =>
        void worker.drain().catch((err: unknown) => log.error({ err }, `${name} pass failed`));
      pass();
      timer = setInterval(pass, pollMs).unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
  return worker;
}
