import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { and, desc, eq, sql } from 'drizzle-orm';
import { errorCodes } from '@common/contracts/errors';
import {
  reconcileSettingsSchema,
  type ReconcileSettingsInput,
  type Settlement,
} from '@common/contracts/settlements';
import { rateCards } from '@common/calculators/rate-cards/index';
import { marketplace } from '@common/marketplaces/registry';
import { readV2Header, readV2Line, type SettlementLine } from '@common/settlements/amazon-v2';
import { disputeText, reconcileAmazonSettlement } from '@common/settlements/reconcile';
import { csvLines, utf8Bom } from '@common/text/csv-write';
import type { AppContext } from '../../context.js';
import { settlements } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { pollingWorker } from '../../lib/polling-worker.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import { openReportFile } from '../../lib/report-file.js';

const reportName = 'Amazon.in settlement flat file V2';
const uploads = { name: 'settlements:upload', max: 30, windowMs: 3_600_000 };
/** Amount lines read from one file, at most. */
const maxLines = 300_000;
const shownProblems = 100;
/** A claimed check is not claimed again before this: a process that dies mid-check leaves it to the next. */
export const settlementLeaseMs = 5 * 60_000;
/** A check that failed this many times stops being retried and says so. */
const maxAttempts = 3;
const busy = 'A settlement check of yours is running: wait for it to finish, then check the next.';

type Row = typeof settlements.$inferSelect;

function toSettlement(row: Row): Settlement {
  return {
    id: row.id,
    fileName: row.fileName,
    reportName,
    marketplace: row.marketplace,
    settlementIds: row.settlementIds,
    dateFrom: row.dateFrom,
    dateTo: row.dateTo,
    lines: row.lines.length,
    orders: row.orders,
    refunds: row.refunds,
    problems: row.problems,
    status: row.status,
    error: row.jobError,
    settings: row.settings ? reconcileSettingsSchema.parse(row.settings) : null,
    result: row.result ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An Amazon.in V2 settlement read whole: its amount lines, and the lines that could not be read. */
async function readSettlement(body: Readable) {
  const file = await openReportFile(body);
  const lines: SettlementLine[] = [];
  const problems: string[] = [];
  let index: Extract<ReturnType<typeof readV2Header>, { ok: true }>['index'] | undefined;
  let n = 0;
  for await (const cells of file.rows) {
    n += 1;
    if (!index) {
      const header = readV2Header(cells);
      if (!header.ok)
        throw new AppError(
          422,
          errorCodes.settlementFileUnknown,
          `Vikreta reads ${reportName} (tab-separated, from Seller Central's payment reports) so far; this file lacks ${header.missing.map((m) => `'${m}'`).join(', ')}. Amazon's Date Range Transaction report and Flipkart's and Meesho's payment files are not read yet.`,
          { missing: header.missing },
        );
      index = header.index;
      continue;
    }
    const read = readV2Line(index, cells, n);
    if (read === null) continue;
    if ('problem' in read) {
      if (problems.length < shownProblems) problems.push(read.problem);
      continue;
    }
    lines.push(read);
    if (lines.length > maxLines)
      throw new AppError(
        413,
        errorCodes.payloadTooLarge,
        `The file has more than ${maxLines.toLocaleString('en-IN')} amount lines.`,
      );
  }
  if (!index) throw new AppError(400, errorCodes.badRequest, 'The file is empty.');
  return { lines, problems, sha256: file.sha256() };
}

/**
 * A seller's settlement files and their checks. A check is a background job on the app's own database (the
 * same polling worker as bulk listings, on PGlite and PostgreSQL alike): queued, claimed by one process under a
 * lease with SKIP LOCKED, its result written in one statement only by the claim that holds it. No AI call.
 */
export function settlementsService(
  ctx: AppContext,
  deps: { limiter: RateLimiter; log: Pick<FastifyBaseLogger, 'error'> },
) {
  const db = ctx.database.db;
  const find = async (userId: string, id: string) => {
    const [row] = await db
      .select()
      .from(settlements)
      .where(and(eq(settlements.id, id), eq(settlements.userId, userId)));
    if (!row) throw notFound('That settlement file is not here any more.');
    return row;
  };

  /** Claims the next due check (queued, or claimed by a process whose lease ended); false when none is due. */
  const runOne = async (): Promise<boolean> => {
    const now = ctx.clock.now();
    const rows = (await db.execute(sql`update settlements
        set status = 'checking', due_at = ${new Date(now.getTime() + settlementLeaseMs).toISOString()}::timestamptz,
          attempts = attempts + 1
        where id = (select id from settlements
          where status = 'queued' or (status = 'checking' and due_at <= ${now.toISOString()}::timestamptz)
          order by due_at limit 1 for update skip locked)
        returning id, attempts`)) as unknown as { rows: { id: string; attempts: number }[] };
    const claim = rows.rows[0];
    if (!claim) return false;
    const [row] = await db.select().from(settlements).where(eq(settlements.id, claim.id));
    if (!row) return true;
    const mine = and(
      eq(settlements.id, claim.id),
      eq(settlements.status, 'checking'),
      eq(settlements.attempts, claim.attempts),
    );
    if (claim.attempts > maxAttempts) {
      await db
        .update(settlements)
        .set({
          status: 'failed',
          dueAt: null,
          jobError: 'The check stopped three times before it finished: try again.',
        })
        .where(mine);
      return true;
    }
    try {
      const settings = reconcileSettingsSchema.parse(row.settings);
      const entry = marketplace('amazon');
      const result = reconcileAmazonSettlement(row.lines, rateCards.amazon, settings);
      // Written only by the claim that still holds the job: a cancelled or re-claimed check is left as it is.
      await db
        .update(settlements)
        .set({
          status: 'checked',
          dueAt: null,
          jobError: null,
          result: {
            ...result,
            findings: result.findings.map((f) => ({ ...f, dispute: disputeText(f, entry.name) })),
          },
          checkedAt: ctx.clock.now(),
        })
        .where(mine);
    } catch (err) {
      deps.log.error({ err, settlement: claim.id }, 'settlement check failed');
      await db
        .update(settlements)
        .set({ status: 'failed', dueAt: null, jobError: 'The check failed on our side: try again.' })
        .where(mine);
    }
    return true;
  };
  const worker = pollingWorker('settlement checks', runOne, { log: deps.log, pollMs: 1_000 });

  return {
    /** Runs every due check; the server process starts it (main.ts), tests drain it. */
    start: () => worker.start(),
    stop: () => worker.stop(),
    drain: () => worker.drain(),
    async upload(userId: string, fileName: string, body: Readable): Promise<Settlement> {
      await deps.limiter.consume(uploads, userId);
      const { lines, problems, sha256 } = await readSettlement(body);
      const orderKeys = new Set(
        lines.filter((l) => /^order$/i.test(l.transactionType)).map((l) => l.orderId),
      );
      const refundKeys = new Set(
        lines.filter((l) => /^refund$/i.test(l.transactionType)).map((l) => l.orderId),
      );
      const dates = lines
        .map((l) => l.postedDate)
        .filter((d): d is string => d !== null)
        .sort();
      const [row] = await db
        .insert(settlements)
        .values({
          userId,
          sha256,
          fileName,
          marketplace: 'amazon',
          settlementIds: [...new Set(lines.map((l) => l.settlementId).filter(Boolean))],
          dateFrom: dates[0] ?? null,
          dateTo: dates.at(-1) ?? null,
          orders: orderKeys.size,
          refunds: refundKeys.size,
          problems,
          lines,
        })
        .returning();
      return toSettlement(row!);
    },

    /** Queues a check with the seller's settings (a checked file is checked again); one at a time per seller. */
    async reconcile(userId: string, id: string, input: ReconcileSettingsInput): Promise<Settlement> {
      const row = await find(userId, id);
      if (row.status === 'queued' || row.status === 'checking') return toSettlement(row);
      const settings = reconcileSettingsSchema.parse(input);
      try {
        const [queued] = await db
          .update(settlements)
          .set({ status: 'queued', settings, dueAt: ctx.clock.now(), attempts: 0, jobError: null })
          .where(and(eq(settlements.id, id), eq(settlements.userId, userId)))
          .returning();
        return toSettlement(queued!);
      } catch (e) {
        if (isUniqueViolation(e)) throw conflict(busy);
        throw e;
      }
    },

    /** Stops a queued or running check; a result it would have written is not kept. */
    async cancel(userId: string, id: string): Promise<Settlement> {
      const row = await find(userId, id);
      if (row.status !== 'queued' && row.status !== 'checking')
        throw conflict('This settlement is not being checked.');
      const [done] = await db
        .update(settlements)
        .set({ status: 'cancelled', dueAt: null })
        .where(and(eq(settlements.id, id), eq(settlements.userId, userId)))
        .returning();
      return toSettlement(done!);
    },

    get: async (userId: string, id: string) => toSettlement(await find(userId, id)),

    async list(userId: string): Promise<Settlement[]> {
      const rows = await db
        .select()
        .from(settlements)
        .where(eq(settlements.userId, userId))
        .orderBy(desc(settlements.createdAt))
        .limit(50);
      return rows.map(toSettlement);
    },

    async remove(userId: string, id: string) {
      const gone = await db
        .delete(settlements)
        .where(and(eq(settlements.id, id), eq(settlements.userId, userId)))
        .returning({ id: settlements.id });
      if (gone.length === 0) throw notFound('That settlement file is not here any more.');
    },

    /** Every over- or under-charge of a checked file as CSV (UTF-8 with a BOM), dispute text included. */
    async disputesCsv(userId: string, id: string): Promise<string> {
      const s = toSettlement(await find(userId, id));
      const rows = (s.result?.findings ?? []).map((f) => [
        f.orderId,
        f.sku,
        f.date ?? '',
        f.cause,
        f.what,
        f.charged.toFixed(2),
        f.expected.toFixed(2),
        f.difference.toFixed(2),
        f.basis,
        f.dispute,
      ]);
      return (
        utf8Bom +
        csvLines([
          [
            'Order',
            'SKU',
            'Posted',
            'Cause',
            'Charge',
            'Charged (₹)',
            'Rate card (₹)',
            'Difference (₹)',
            'Basis',
            'Dispute text',
          ],
          ...rows,
        ])
      );
    },
  };
}
export type SettlementsService = ReturnType<typeof settlementsService>;
