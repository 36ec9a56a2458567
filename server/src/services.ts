import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './context.js';
import { ownDataService } from './features/account/own-data.service.js';
import { accountService } from './features/account/account.service.js';
import { adminService } from './features/admin/admin.service.js';
import { aiService } from './features/ai/ai.service.js';
import { authService } from './features/auth/auth.service.js';
import { billingService } from './features/billing/billing.service.js';
import { planEndRemindersService } from './features/billing/plan-end-reminders.service.js';
import { cleanupService } from './features/cleanup/cleanup.service.js';
import { cmsService } from './features/cms/cms.service.js';
import { healthService } from './features/health/health.service.js';
import { historyService } from './features/history/history.service.js';
import { bulkListingsService } from './features/listing-files/bulk-listings.service.js';
import { keywordBankService } from './features/keyword-bank/keyword-bank.service.js';
import { settlementsService } from './features/settlements/settlements.service.js';
import { mailOutboxService } from './features/mail/mail-outbox.service.js';
import { plansService } from './features/plans/plans.service.js';
import { quotaService } from './features/plans/quota.service.js';
import { userPlanService } from './features/plans/user-plan.service.js';
import { testimonialsService } from './features/testimonials/testimonials.service.js';
import { toolsService } from './features/tools/tools.service.js';
import { trendingAdminService } from './features/trending/trending-admin.service.js';
import { trendingService } from './features/trending/trending.service.js';
import { backgroundWork } from './lib/background.js';
import { createCounterStore, rateLimiter } from './lib/rate-limit.js';

/**
 * Every feature service, built once per app from its context, each as `<feature>Service(ctx, deps)`:
 * routes receive them, and a service that needs another feature's service gets this same instance.
 * All rate limits count in one store (this process's memory, or one Redis client with REDIS_URL);
 * `close` releases it.
 */
export function createServices(ctx: AppContext, log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>) {
  const counters = createCounterStore(ctx.env, log);
  const limiter = rateLimiter(counters, ctx.clock);
  const background = backgroundWork(log);
  const auth = authService(ctx, { limiter, background });
  const history = historyService(ctx);
  const quota = quotaService(ctx, { history, log });
  const tools = toolsService(ctx);
  /** One plans service: its public pricing cache is the one the admin's plan writes clear. */
  const plans = plansService(ctx);
  const cleanup = cleanupService(ctx, log, { quota });
  const mailOutbox = mailOutboxService(ctx, log);
  const planEndReminders = planEndRemindersService(ctx, log);
  const account = accountService(ctx, { auth });
  const billing = billingService(ctx, { plans, limiter });
  const ai = aiService(ctx, { quota, limiter, tools });
  const bulkListings = bulkListingsService(ctx, { ai, limiter, log });
  const settlements = settlementsService(ctx, { limiter, log });
  return {
    account,
    /** The seller's own data: the download and deleting the account. */
    ownData: ownDataService(ctx, { account, billing, history, limiter }),
    auth,
    /** The auth feature's route hooks, for every feature's routes. */
    guards: auth.guards,
    admin: adminService(ctx, { plans }),
    ai,
    /** Bulk listing jobs' worker; the server process starts it (main.ts), tests drain it. */
    bulkListings,
    billing,
    /** The seller's keyword bank: their own report files' search terms (no AI call, no quota). */
    keywordBank: keywordBankService(ctx, { limiter }),
    /** Settlement files checked against the rate card by a background worker (main.ts starts it; no AI call). */
    settlements,
    /** Housekeeping passes; the server process starts them (main.ts), tests call runOnce. */
    cleanup,
    cms: cmsService(ctx),
    health: healthService(ctx),
    history,
    /** Delivers the mail outbox; the server process starts it (main.ts), tests drain it. */
    mailOutbox,
    plans,
    /** Plan-ending reminder mails, a pass every 15 minutes (main.ts starts it). */
    planEndReminders,
    quota,
    userPlan: userPlanService(ctx, { plans }),
    testimonials: testimonialsService(ctx),
    tools,
    trending: trendingService(ctx),
    trendingAdmin: trendingAdminService(ctx),
    /** Work still running after its answer (mails); the app waits for it before closing. */
    background,
    close: async () => {
      cleanup.stop();
      await Promise.all([mailOutbox.stop(), bulkListings.stop(), settlements.stop()]);
      planEndReminders.stop();
      await background.idle();
      await counters.close();
    },
  };
}
export type Services = ReturnType<typeof createServices>;
