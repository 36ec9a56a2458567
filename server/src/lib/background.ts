import type { FastifyBaseLogger } from 'fastify';

/**
 * Work done after the answer has gone out (a mail a seller should not wait for, and whose timing must not
 * tell an attacker whether an account exists). A failure is logged; `idle` waits for everything started,
 * so a graceful shutdown (and a test) sees it finished.
 */
export function backgroundWork(log: Pick<FastifyBaseLogger, 'error'>) {
  const pending = new Set<Promise<void>>();
  return {
    run(name: string, work: () => Promise<unknown>): void {
      const task: Promise<void> = work()
        .then(
          () => undefined,
          (err: unknown) => log.error({ err }, `${name} failed`),
        )
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
export type BackgroundWork = ReturnType<typeof backgroundWork>;
