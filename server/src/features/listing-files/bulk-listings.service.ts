import type { FastifyBaseLogger } from 'fastify';
import type {
  BulkListingJob,
  BulkListingRequest,
  BulkListingRow,
  ListingFileMarketplace,
  ListingFileRequest,
} from '@common/contracts/listing-file';
import type { ProductOptimizationRequest, ProductOptimizationResponse } from '@common/contracts/ai';
import type { Category } from '@common/constants/options';
import {
  bulkRowProblems,
  listingFileProblems,
  listingFileReady,
} from '@common/listing-files/listing-file-problems';
import { errorCodes } from '@common/contracts/errors';
import { plainText } from '@common/text/plain-text';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/errors.js';
import { transact } from '../../db/transact.js';
import { pollingWorker } from '../../lib/polling-worker.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import type { AiService } from '../ai/ai.service.js';
import { reservationStaleMs } from '../plans/quota.service.js';
import { bulkListingsRepo } from './bulk-listings.repo.js';
import { writeListingFile } from './write-listing-file.js';

/**
 * A claimed row is not due again for this long: a process that dies mid-call leaves it to be run again. At
 * least as long as one call may take with its retries (after which the quota gives its reservation back), so
 * a slow call is never run twice.
 */
export const bulkRowLeaseMs = (env: AppContext['env']) => Math.max(60_000, reservationStaleMs(env));
/** Uploads a seller may start in an hour: each holds up to 500 products' facts. */
const bulkUploads = { name: 'bulk:create', max: 10, windowMs: 3_600_000 };

/** A quota refusal (402 or 429 with a reason) stops the job; anything else fails the row alone. */
const stillRunning = 'A bulk upload of yours is still running: wait for it to finish, then start the next.';

const isQuotaRefusal = (error: unknown): error is AppError =>
  error instanceof AppError &&
  (error.statusCode === 402 || error.statusCode === 429) &&
  'reason' in error.details;

/** The Product Optimization request of a bulk row: its name, facts and brand, for the job's marketplace. */
export const optimizationOf = (row: {
  input: BulkListingRow;
  marketplace: ListingFileMarketplace;
  category: string | null;
}): ProductOptimizationRequest => ({
  productName: row.input.name,
  description: row.input.facts || undefined,
  brand: row.input.brand,
  category: (row.category ?? undefined) as Category | undefined,
  platform: row.marketplace,
});

/** The listing file's row of a product and its answer: the first title, five bullets, plain description. */
export const listingOf = (
  input: BulkListingRequest['rows'][number],
  answer: ProductOptimizationResponse,
  category: Category | undefined,
): ListingFileRequest => ({
  category,
  sku: input.sku,
  brand: input.brand,
  title: answer.titleSuggestions[0] ?? input.name,
  bullets: answer.bulletPoints.slice(0, 5),
  description: plainText(answer.optimizedDescription),
  searchTerms: answer.searchTerms,
  keywords: answer.keywords.slice(0, 5),
  price: input.price,
  mrp: input.mrp,
});

/**
 * Bulk listings: a seller's good rows become a job; the worker runs one row at a time, each a metered Product
 * Optimization call whose Idempotency-Key is the row's own, so a row run again after a restart is answered from
 * the call already made and counted once. A used-up quota stops the job with the plan's message; the rows
 * left stay pending.
 */
export const bulkListingsService = (
  ctx: AppContext,
  { ai, limiter, log }: { ai: AiService; limiter: RateLimiter; log: Pick<FastifyBaseLogger, 'error'> },
) => {
  const db = ctx.database.db;
  const repo = bulkListingsRepo(db);

  /** Runs one due row; false when none was due. */
  const runOne = async (): Promise<boolean> => {
    const now = ctx.clock.now();
    const row = await transact(db, async (tx) => {
      const claimed = await bulkListingsRepo(tx).claimDue(now);
      if (claimed)
        await bulkListingsRepo(tx).lease(
          claimed.jobId,
          claimed.line,
          now,
          new Date(now.getTime() + bulkRowLeaseMs(ctx.env)),
        );
      return claimed;
    });
    if (!row) return false;
    // A seller suspended (or deleted) since the upload started spends no more calls.
    if (row.userStatus !== 'active') {
      await repo.stop(row.jobId, 'The account is not active: the upload stopped.');
      return true;
    }
    try {
      const answer = await ai.productOptimization({
        userId: row.userId,
        idempotencyKey: `bulk:${row.jobId}:${row.line}`,
        paced: true,
        input: optimizationOf(row),
      });
      await repo.finish(row.jobId, row.line, { answer });
    } catch (error) {
      if (isQuotaRefusal(error)) {
        await repo.stop(row.jobId, error.message);
        return true;
      }
      log.error({ err: error, job: row.jobId, line: row.line }, 'bulk listing row failed');
      await repo.finish(row.jobId, row.line, {
        error: error instanceof AppError ? error.message : 'This product could not be optimized.',
      });
    }
    await repo.doneIfFinished(row.jobId);
    return true;
  };

  /** Runs every due row (drain), now and every 2 seconds once started. */
  const worker = pollingWorker('bulk listings', runOne, { log });
  const service = {
    /** Starts a job with the seller's good rows; the worker takes it from here. */
    async create(userId: string, request: BulkListingRequest): Promise<BulkListingJob> {
      // A row the marketplace's file cannot take (Flipkart without an MRP) spends no call: refused by its field.
      const fields = Object.fromEntries(
        request.rows.flatMap((row, i) =>
          bulkRowProblems(request.marketplace, row).map((p) => [`rows.${i}.${p.column}`, [p.message]]),
        ),
      );
      if (Object.keys(fields).length > 0)
        throw new AppError(400, errorCodes.validation, 'Some products cannot go in the file', { fields });
      await limiter.consume(bulkUploads, userId);
      // One running upload per seller (a unique index, also for two requests at once): a second waits for the
      // first, so no seller piles up rows in the worker's queue.
      const id = await transact(db, (tx) =>
        bulkListingsRepo(tx).create(userId, request, ctx.clock.now()),
      ).catch((error: unknown) => {
        if (isUniqueViolation(error)) throw conflict(stillRunning);
        throw error;
      });
      void service.drain().catch((err: unknown) => log.error({ err }, 'bulk listings pass failed'));
      return service.progress(userId, id);
    },

    /**
     * A stopped job (the plan's limit, then an upgrade) runs its skipped rows: no upload again, no call made
     * twice. Refused while another of the seller's uploads runs, and for a job that is not stopped.
     */
    async resume(userId: string, id: string): Promise<BulkListingJob> {
      if (!(await repo.job(userId, id))) throw notFound('No such bulk upload');
      const resumed = await transact(db, (tx) => bulkListingsRepo(tx).resume(id, ctx.clock.now())).catch(
        (error: unknown) => {
          if (isUniqueViolation(error)) throw conflict(stillRunning);
          throw error;
        },
      );
      if (!resumed) throw conflict('Only an upload that stopped can be resumed.');
      void service.drain().catch((err: unknown) => log.error({ err }, 'bulk listings pass failed'));
      return service.progress(userId, id);
    },

    /** Where the seller's job stands, row by row; someone else's job is a 404. */
    async progress(userId: string, id: string): Promise<BulkListingJob> {
      const job = await repo.job(userId, id);
      if (!job) throw notFound('No such bulk upload');
      const rows = await repo.rowStates(id);
      return {
        id: job.id,
        marketplace: job.marketplace,
        status: job.status,
        stopReason: job.stopReason,
        total: rows.length,
        done: rows.filter((r) => r.status === 'done').length,
        failed: rows.filter((r) => r.status === 'failed').length,
        createdAt: job.createdAt.toISOString(),
        rows,
      };
    },

    /**
     * One marketplace file with every finished product that fits it; the products that do not fit are named
     * with their first problem, for the seller to fix one by one.
     */
    async file(userId: string, id: string) {
      const job = await repo.job(userId, id);
      if (!job) throw notFound('No such bulk upload');
      const category = (job.category ?? undefined) as Category | undefined;
      const listings: ListingFileRequest[] = [];
      const unfit: Array<{ line: number; message: string }> = [];
      for (const row of await repo.rows(id)) {
        if (row.status !== 'done' || !row.answer) continue;
        const listing = listingOf(row.input, row.answer, category);
        const problems = listingFileProblems(job.marketplace, listing);
        if (listingFileReady(problems)) listings.push(listing);
        else unfit.push({ line: row.line, message: problems.find((p) => p.severity === 'error')!.message });
      }
      if (listings.length === 0) throw conflict('No finished product fits the file yet');
      return { marketplace: job.marketplace, file: await writeListingFile(job.marketplace, listings), unfit };
    },

    ...worker,
  };
  return service;
};
export type BulkListingsService = ReturnType<typeof bulkListingsService>;
