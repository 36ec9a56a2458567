import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { enqueueMail } from '../../db/mail-outbox.js';
import { transact } from '../../db/transact.js';
import { planEndMail } from './plan-end-mail.js';
import { planEndRemindersRepo } from './plan-end-reminders.repo.js';
import { addDays } from '@common/time/india-calendar';

/** Reminders before a paid plan ends, the nearest first: a plan that ends within a day gets only that one. */
export const reminderDays = [1, 7] as const;
/** A pass every 15 minutes; the first a minute after start-up. */
const everyMs = 15 * 60_000;
const firstAfterMs = 60_000;

/**
 * Mails a seller 7 days and 1 day before their paid plan ends (plans never renew on their own). Each reminder
 * is recorded and its mail put in the outbox in one transaction, so it is sent once whichever process runs.
 */
export const planEndRemindersService = (ctx: AppContext, log: Pick<FastifyBaseLogger, 'info' | 'error'>) => {
  let timer: NodeJS.Timeout | undefined;

  const service = {
    /** One pass; the number of reminders queued. */
    async runOnce(): Promise<number> {
      const now = ctx.clock.now();
      let queued = 0;
      const reminded = new Set<string>();
      for (const days of reminderDays) {
        const until = addDays(now, days);
        const due = await planEndRemindersRepo(ctx.database.db).endingBetween(now, until, days);
        for (const row of due) {
          if (!row.endDate || reminded.has(row.subscriptionId)) continue;
          const endDate = row.endDate;
          const sent = await transact(ctx.database.db, async (tx) => {
            if (!(await planEndRemindersRepo(tx).record(row.subscriptionId, days, endDate, now)))
              return false;
            const mail = planEndMail(row, { name: row.planName, endDate, daysBefore: days }, ctx.env.APP_URL);
            await enqueueMail(tx, mail, now);
            return true;
          });
          reminded.add(row.subscriptionId);
          if (sent) queued++;
        }
      }
      return queued;
    },

    start() {
      const pass = () =>
        service.runOnce().then(
          (queued) => queued > 0 && log.info({ queued }, 'plan-ending reminders queued'),
          (err: unknown) => log.error({ err }, 'plan-ending reminder pass failed'),
        );
      timer = setTimeout(() => {
        void pass();
        timer = setInterval(() => void pass(), everyMs).unref();
      }, firstAfterMs).unref();
    },

    stop() {
      clearTimeout(timer);
      clearInterval(timer);
    },
  };
  return service;
};
export type PlanEndRemindersService = ReturnType<typeof planEndRemindersService>;
