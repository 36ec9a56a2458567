import { errorCodes } from '@common/contracts/errors';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';

export const healthService = (ctx: AppContext) => ({
  /** Resolves while the database answers; 503 SERVICE_UNAVAILABLE otherwise. */
  async ready(): Promise<void> {
    try {
      await ctx.database.ping();
    } catch {
      throw new AppError(503, errorCodes.unavailable, 'The database is not answering');
    }
  },
});
export type HealthService = ReturnType<typeof healthService>;
