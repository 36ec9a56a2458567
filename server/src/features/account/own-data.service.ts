import { errorCodes } from '@common/contracts/errors';
import type { MessageResponse } from '@common/contracts/auth';
import { ownDataHistoryLimit, ownDataMessages, type OwnDataExport } from '@common/contracts/own-data';
import type { AppContext } from '../../context.js';
import { transact } from '../../db/transact.js';
import { AppError, forbidden, unauthorized } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import type { Limit, RateLimiter } from '../../lib/rate-limit.js';
import { removeAccount } from '../admin/account-removal.js';
import type { BillingService } from '../billing/billing.service.js';
import type { HistoryService } from '../history/history.service.js';
import type { AccountService } from './account.service.js';
import { accountRepo } from './account.repo.js';

/** Password guesses on a signed-in browser left open: a few tries, then a wait. */
const deleteAccountLimit: Limit = { name: 'account:delete', max: 5, windowMs: 15 * 60_000 };

/** The largest page the history and payment services answer. */
const pageSize = 100;

/** A seller's own data: all of it as one download, and deleting the account (the admin's removal, reused). */
export const ownDataService = (
  ctx: AppContext,
  deps: {
    account: AccountService;
    billing: BillingService;
    history: HistoryService;
    limiter: RateLimiter;
  },
) => {
  const repo = accountRepo(ctx.database.db);

  async function allPayments(userId: string) {
    const payments = [];
    for (let page = 1; ; page++) {
      const answer = await deps.billing.paymentHistory(userId, { page, limit: pageSize });
      payments.push(...answer.data);
      if (page >= answer.pagination.totalPages) return payments;
    }
  }

  async function history(userId: string) {
    const rows = [];
    for (let page = 1; rows.length < ownDataHistoryLimit; page++) {
      const answer = await deps.history.history(userId, { page, limit: pageSize });
      rows.push(...answer.history);
      if (page >= answer.pagination.totalPages) break;
    }
    return { rows: rows.slice(0, ownDataHistoryLimit), truncated: rows.length > ownDataHistoryLimit };
  }

  return {
    async export(userId: string): Promise<OwnDataExport> {
      const [profile, billing, payments, usage] = await Promise.all([
        deps.account.profile(userId),
        deps.billing.billingHistory(userId),
        allPayments(userId),
        history(userId),
      ]);
      return {
        exported_at: ctx.clock.now().toISOString(),
        profile,
        subscriptions: billing.subscriptions,
        payments,
        usage_history: usage.rows,
        history_truncated: usage.truncated,
      };
    },

    /** After the password is checked again: the account removed as an administrator removes it. */
    async deleteAccount(userId: string, password: string): Promise<MessageResponse> {
      await deps.limiter.consume(deleteAccountLimit, userId);
      const found = await repo.credentials(userId);
      if (!found) throw unauthorized();
      if (!(await verifyPassword(found.passwordHash, password)))
        throw new AppError(400, errorCodes.validation, ownDataMessages.wrongPassword, {
          fields: { password: [ownDataMessages.wrongPassword] },
        });
      if (found.role === 'admin') throw forbidden('An administrator is removed by another administrator');
      await transact(ctx.database.db, (tx) => removeAccount(tx, userId, ctx.clock.now(), 'self_deleted'));
      return { message: ownDataMessages.deleted };
    },
  };
};
export type OwnDataService = ReturnType<typeof ownDataService>;
