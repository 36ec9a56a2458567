import { randomUUID } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { errorCodes } from '@common/contracts/errors';
import {
  reconcileSettingsSchema,
  settlementFormatNames,
  type ReconcileSettingsInput,
  type Settlement,
} from '@common/contracts/settlements';
import { readMeeshoHeader, readMeeshoRow } from '@common/settlements/meesho-payments';
import { readFlipkartHeader, readFlipkartRow } from '@common/settlements/flipkart-orders';
import { marketplace } from '@common/marketplaces/registry';
import { readV2Header, readV2Line } from '@common/settlements/amazon-v2';
import { dateRangeReader, joinFeeRows, readDateRangeHeader } from '@common/settlements/amazon-date-range';
import { disputeText } from '@common/settlements/reconcile';
import {
  checkSettlement,
  mergeChecks,
  settlementMarketplace,
  settlementParts,
  type SettlementRows,
} from '@common/settlements/check';
import { andList } from '@common/text/and-list';
import { csvLines, utf8Bom } from '@common/text/csv-write';
import type { AppContext } from '../../context.js';
import { settlements } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { pollingWorker } from '../../lib/polling-worker.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import { packRows, unpackRows } from '../../lib/packed-rows.js';
import { openReportFile } from '../../lib/report-file.js';

const uploads = { name: 'settlements:upload', max: 30, windowMs: 3_600_000 };
/** Amount lines read from one file, at most (a V2 line is one; a Date Range row gives 3 to 6). */
const maxLines = 300_000;
const shownProblems = 100;
/** Rows read before the file is recognised: room for the Date Range report's definition lines. */
const headRows = 20;
/** Orders checked between two progress writes. */
const ordersPerPart = 250;
/** A check that failed this many times stops being retried and says so. */
const maxAttempts = 3;
const working = ['queued', 'checking'] as const;
const idle = ['pending', 'checked', 'failed', 'cancelled'] as const;
const busy = 'A settlement check of yours is running: wait for it to finish, then check the next.';

type Row = Omit<typeof settlements.$inferSelect, 'lines' | 'packedLines'>;
/** Every column but the file's rows (up to 300,000 of them), which only the worker reads. */
const { lines: _lines, packedLines: _packed, ...withoutLines } = getTableColumns(settlements);

function toSettlement(row: Row): Settlement {
  return {
    id: row.id,
    fileName: row.fileName,
    reportName: settlementFormatNames[row.format],
    marketplace: row.marketplace,
    settlementIds: row.settlementIds,
    dateFrom: row.dateFrom,
    dateTo: row.dateTo,
    lines: row.lineCount,
    orders: row.orders,
    refunds: row.refunds,
    problems: row.problems,
    status: row.status,
    progress: row.progress,
    error: row.jobError,
    settings: row.settings ? reconcileSettingsSchema.parse(row.settings) : null,
    result: row.result ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const unknownFile = (missing: string[]) =>
  new AppError(
    422,
    errorCodes.settlementFileUnknown,
    `Vikreta reads ${andList(Object.values(settlementFormatNames))} so far; this file lacks ${missing.map((m) => `'${m}'`).join(', ')}.`,
    { missing },
  );

/** A settlement file read whole: which one it is by its header, its rows, and the rows that could not be read. */
async function readSettlement(body: Readable) {
  const file = await openReportFile(body, { sheets: ['Orders', 'Order Payments'] });
  const head: unknown[][] = [];
  const problems: string[] = [];
  let parsed: SettlementRows | undefined;
  let read: ((cells: unknown[], line: number) => void) | undefined;
  let n = 0;
  /**
   * Reads the file's rows from below its header row (0-based `headerRow`) with one format's row reader, which gives
   * a row, the amount lines of one row, a problem with the row, or null for a row to skip.
   */
  const readWith = <T extends object>(
    format: SettlementRows['format'],
    headerRow: number,
    readRow: (cells: unknown[], line: number) => T | T[] | { problem: string } | null,
  ) => {
    const lines: T[] = [];
    parsed = { format, lines } as SettlementRows;
    read = (cells, line) => {
      const r = readRow(cells, line);
      if (r === null) return;
      if (Array.isArray(r)) lines.push(...r);
      else if (!('problem' in r)) lines.push(r);
      else if (problems.length < shownProblems) problems.push(r.problem);
    };
    head.slice(headerRow + 1).forEach((cells, i) => read!(cells, headerRow + 2 + i));
  };
  const recognise = () => {
    const v2 = readV2Header(head[0] ?? []);
    if (v2.ok) return readWith('amazon-v2', 0, (cells, line) => readV2Line(v2.index, cells, line));
    const dateRange = readDateRangeHeader(head);
    if (dateRange.ok) return readWith('amazon-date-range', dateRange.row, dateRangeReader(dateRange.index));
    const meesho = readMeeshoHeader(head);
    if (meesho.ok)
      return readWith('meesho-payments', meesho.row, (cells, line) =>
        readMeeshoRow(meesho.index, cells, line),
      );
    const flipkart = readFlipkartHeader(head);
    if (flipkart.ok)
      return readWith('flipkart-orders', flipkart.row, (cells, line) =>
        readFlipkartRow(flipkart.index, cells, line),
      );
    throw unknownFile(
      [v2.missing, dateRange.missing, flipkart.missing, meesho.missing].reduce((a, b) =>
        b.length < a.length ? b : a,
      ),
    );
  };
  for await (const cells of file.rows) {
    n += 1;
    // A body already received is read without waiting: the server answers its other requests between slices.
    if (n % 1_000 === 0) await setImmediate();
    if (read) read(cells, n);
    else {
      head.push(cells);
      if (head.length === headRows) recognise();
    }
    if ((parsed?.lines.length ?? 0) > maxLines)
      throw new AppError(
        413,
        errorCodes.payloadTooLarge,
        `The file has more than ${maxLines.toLocaleString('en-IN')} amount lines: download a shorter date range.`,
      );
  }
  if (head.length === 0) throw new AppError(400, errorCodes.badRequest, 'The file is empty.');
  if (!parsed) recognise();
  if (parsed!.format === 'amazon-date-range') joinFeeRows(parsed!.lines);
  return { parsed: parsed!, problems, sha256: file.sha256() };
}

/** What a parsed file says about itself: its marketplace, settlements, dates, orders and refunds. */
function describe(parsed: SettlementRows) {
  const marketplace = settlementMarketplace[parsed.format];
  const sorted = (dates: (string | null)[]) => dates.filter((d): d is string => d !== null).sort();
  if (parsed.format === 'meesho-payments') {
    const rows = parsed.lines;
    return {
      marketplace,
      settlementIds: [],
      dates: sorted(rows.map((r) => r.date)),
      orders: rows.filter((r) => !r.returned && r.sale > 0).length,
      refunds: rows.filter((r) => r.returned).length,
    };
  }
  if (parsed.format === 'flipkart-orders') {
    const rows = parsed.lines;
    return {
      marketplace,
      settlementIds: [],
      dates: sorted(rows.map((r) => r.date)),
      orders: rows.filter((r) => r.sale > 0).length,
      refunds: rows.filter((r) => r.sale < 0).length,
    };
  }
  const { lines } = parsed;
  const ordersOf = (type: RegExp) =>
    new Set(lines.filter((l) => type.test(l.transactionType)).map((l) => l.orderId)).size;
  return {
    marketplace,
    settlementIds: [...new Set(lines.map((l) => l.settlementId).filter(Boolean))],
    dates: sorted(lines.map((l) => l.postedDate)),
    orders: ordersOf(/^order$/i),
    refunds: ordersOf(/^refund$/i),
  };
}

/**
 * A seller's settlement files and their checks. A check is a background job on the app's own database (the
 * same polling worker as bulk listings, on PGlite and PostgreSQL alike): queued, claimed by one process under a
 * lease with SKIP LOCKED, its result written in one statement only by the claim that holds it. No AI call.
 */
export function settlementsService(
  ctx: AppContext,
  deps: { limiter: RateLimiter; log: Pick<FastifyBaseLogger, 'error' | 'info'> },
) {
  const db = ctx.database.db;
  // A claimed check is not claimed again before its lease ends (each part checked renews it).
  const leaseMs = ctx.env.JOB_LEASE_MS;
  const find = async (userId: string, id: string) => {
    const [row] = await db
      .select(withoutLines)
      .from(settlements)
      .where(and(eq(settlements.id, id), eq(settlements.userId, userId)));
    if (!row) throw notFound('That settlement file is not here any more.');
    return row;
  };

  /** Claims the next due check (queued, or claimed by a process whose lease ended); false when none is due. */
  const runOne = async (): Promise<boolean> => {
    const now = ctx.clock.now();
    const claimId = randomUUID();
    const rows = (await db.execute(sql`update settlements
        set status = 'checking', due_at = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz,
          attempts = attempts + 1, claim_id = ${claimId}::uuid, progress = 0
        where id = (select id from settlements
          where status = 'queued' or (status = 'checking' and due_at <= ${now.toISOString()}::timestamptz)
          order by due_at limit 1 for update skip locked)
        returning id, attempts`)) as unknown as { rows: { id: string; attempts: number }[] };
    const claim = rows.rows[0];
    if (!claim) return false;
    deps.log.info(
      { settlement: claim.id, claim: claimId, attempt: claim.attempts },
      'settlement check claimed',
    );
    const [row] = await db.select().from(settlements).where(eq(settlements.id, claim.id));
    if (!row) return true;
    const mine = and(
      eq(settlements.id, claim.id),
      eq(settlements.status, 'checking'),
      eq(settlements.claimId, claimId),
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
      const entry = marketplace(settlementMarketplace[row.format]);
      // Checked part by part: between parts the claim says how far it is and renews its lease, and stops when it
      // no longer holds the check (cancelled, or taken up by another process after this one stalled).
      const lines = row.packedLines ? await unpackRows(row.packedLines) : (row.lines ?? []);
      const parts = settlementParts({ format: row.format, lines } as SettlementRows, ordersPerPart);
      /** Says how far the check is and renews the lease; false when this claim no longer holds the check. */
      const hold = async (progress: number) => {
        const held = await db
          .update(settlements)
          .set({ progress, dueAt: new Date(ctx.clock.now().getTime() + leaseMs) })
          .where(mine)
          .returning({ id: settlements.id });
        return held.length > 0;
      };
      // Reading a large file's row takes a while: the lease starts again from here.
      if (!(await hold(0))) return true;
      const checked = [];
      for (const [i, part] of parts.entries()) {
        checked.push(checkSettlement(part, settings));
        if (!(await hold(Math.floor(((i + 1) / parts.length) * 99)))) return true;
        // The process answers its other requests between parts (PGlite's queries alone never leave this task).
        await setImmediate();
      }
      const result = mergeChecks(checked);
      // Written only by the claim that still holds the job: a cancelled or re-claimed check is left as it is.
      await db
        .update(settlements)
        .set({
          status: 'checked',
          dueAt: null,
          progress: 100,
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
      const { parsed, problems, sha256 } = await readSettlement(body);
      const about = describe(parsed);
      const [row] = await db
        .insert(settlements)
        .values({
          userId,
          sha256,
          fileName,
          format: parsed.format,
          marketplace: about.marketplace,
          settlementIds: about.settlementIds,
          dateFrom: about.dates[0] ?? null,
          dateTo: about.dates.at(-1) ?? null,
          orders: about.orders,
          refunds: about.refunds,
          problems,
          packedLines: await packRows(parsed.lines),
          lineCount: parsed.lines.length,
        })
        .returning(withoutLines);
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
          .set({
            status: 'queued',
            progress: null,
            settings,
            dueAt: ctx.clock.now(),
            attempts: 0,
            claimId: null,
            jobError: null,
          })
          .where(
            and(eq(settlements.id, id), eq(settlements.userId, userId), inArray(settlements.status, idle)),
          )
          .returning(withoutLines);
        return toSettlement(queued ?? (await find(userId, id)));
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
        .set({ status: 'cancelled', dueAt: null, claimId: null })
        .where(
          and(eq(settlements.id, id), eq(settlements.userId, userId), inArray(settlements.status, working)),
        )
        .returning(withoutLines);
      if (!done) throw conflict('This settlement is not being checked.');
      return toSettlement(done);
    },

    get: async (userId: string, id: string) => toSettlement(await find(userId, id)),

    async list(userId: string): Promise<Settlement[]> {
      const rows = await db
        .select(withoutLines)
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
