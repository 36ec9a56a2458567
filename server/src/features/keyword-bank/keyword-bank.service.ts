import type { Readable } from 'node:stream';
import type {
  BankPage,
  BankQuery,
  BankTerm,
  Coverage,
  CoverageRequest,
  KeywordImport,
} from '@common/contracts/keyword-bank';
import { coverageRequestSchema } from '@common/contracts/keyword-bank';
import { listingRulesOf } from '@common/listing-guard/index';
import { keywordReportLayouts, measuredSource, termKeyOf } from '@common/keyword-reports/index';
import { hasPhrase } from '@common/text/scripts';
import { byteLength } from '@common/text/byte-length';
import { csvLines, utf8Bom } from '@common/text/csv-write';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/errors.js';
import { notFound } from '../../lib/errors.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import { backendSearchTerms } from '../../providers/ai/builtin/search-terms.js';
import { keywordBankRepo, type ImportRow } from './keyword-bank.repo.js';
import { readReport } from './read-report.js';

/** Report files a seller may upload in an hour: each may hold 200,000 rows. */
const uploads = { name: 'keyword-bank:upload', max: 30, windowMs: 3_600_000 };
/** A term needs this many clicks without an order before it is offered as a negative keyword. */
const negativeMinClicks = 5;
const coverageTerms = 10;

const reportNames = Object.fromEntries(keywordReportLayouts.map((l) => [l.type, l.name])) as Record<
  ImportRow['reportType'],
  string
>;

function toImport(row: ImportRow, already: boolean): KeywordImport {
  return {
    id: row.id,
    fileName: row.fileName,
    reportType: row.reportType,
    reportName: reportNames[row.reportType],
    marketplace: row.marketplace as KeywordImport['marketplace'],
    dateFrom: row.dateFrom,
    dateTo: row.dateTo,
    rows: row.rows,
    badRows: row.badRows,
    skippedPlacements: row.found.skippedPlacements,
    terms: row.terms,
    problems: row.found.problems,
    columnsUsed: row.found.columnsUsed,
    columnsIgnored: row.found.columnsIgnored,
    status: row.status,
    alreadyImported: already,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A seller's keyword bank. A file is read as it streams in and kept as 'pending' with what was found; the
 * seller confirms it into the bank. Nothing here is metered or sent to a model.
 */
export function keywordBankService(ctx: AppContext, deps: { limiter: RateLimiter }) {
  const repo = () => keywordBankRepo(ctx.database.db);

  return {
    async preview(userId: string, fileName: string, body: Readable): Promise<KeywordImport> {
      await deps.limiter.consume(uploads, userId);
      const { report, totals, sha256 } = await readReport(body);
      const id = await repo().insertPending(
        userId,
        {
          sha256,
          fileName,
          reportType: report.layout.type,
          marketplace: report.layout.marketplace,
          dateFrom: totals.dateFrom ?? report.preamble.dateFrom ?? null,
          dateTo: totals.dateTo ?? report.preamble.dateTo ?? null,
          rows: totals.rows,
          badRows: totals.badRows,
          terms: totals.terms.size,
          found: {
            problems: totals.problems,
            skippedPlacements: totals.skipped,
            columnsUsed: report.used,
            columnsIgnored: report.ignored,
          },
        },
        totals.terms.values(),
      );
      const row = (await repo().findImport(userId, id))!;
      return toImport(row, Boolean(await repo().confirmedFile(userId, sha256)));
    },

    /** Puts a previewed file into the bank; the same file twice changes nothing. */
    async confirm(userId: string, id: string): Promise<KeywordImport> {
      const r = repo();
      const row = await r.findImport(userId, id);
      if (!row) throw notFound('That upload is not here any more: choose the file again.');
      if (row.status === 'confirmed') return toImport(row, true);
      const earlier = await r.confirmedFile(userId, row.sha256);
      if (earlier) {
        await r.deleteImport(userId, id);
        return toImport((await r.findImport(userId, earlier.id))!, true);
      }
      try {
        await r.confirm(userId, id, ctx.clock.now());
      } catch (e) {
        if (!isUniqueViolation(e)) throw e;
        await r.deleteImport(userId, id);
        const winner = (await r.confirmedFile(userId, row.sha256))!;
        return toImport((await r.findImport(userId, winner.id))!, true);
      }
      return toImport((await r.findImport(userId, id))!, false);
    },

    async imports(userId: string): Promise<KeywordImport[]> {
      return (await repo().listImports(userId)).map((row) => toImport(row, false));
    },

    async deleteImport(userId: string, id: string): Promise<void> {
      if (!(await repo().deleteImport(userId, id))) throw notFound('That upload is not here any more.');
    },

    deleteAll: (userId: string) => repo().deleteAll(userId),

    page: (userId: string, query: BankQuery): Promise<BankPage> => repo().page(userId, query),

    lookup: (userId: string, terms: readonly string[]): Promise<BankTerm[]> =>
      repo().lookup(userId, terms.map(termKeyOf)),

    /** Which of the seller's best measured terms a listing carries, and where; what to add to backend terms. */
    async coverage(userId: string, request: CoverageRequest): Promise<Coverage> {
      const req = coverageRequestSchema.parse(request);
      const [top, negatives] = await Promise.all([
        repo().top(userId, coverageTerms),
        repo().spentWithoutOrders(userId, negativeMinClicks, 10),
      ]);
      if (top.length === 0)
        return { hasBank: false, top: [], backendSuggestion: null, negatives: [], source: '' };
      const fields = {
        title: req.title,
        bullets: req.bullets.join('\n'),
        description: req.description,
        searchTerms: req.searchTerms,
      };
      const rows = top.map((t) => ({
        term: t.term,
        orders: t.orders,
        clicks: t.clicks,
        in: (Object.keys(fields) as (keyof typeof fields)[]).filter((f) => hasPhrase(fields[f], t.term)),
      }));
      const missing = rows.filter((r) => r.in.length === 0).map((r) => r.term);
      const rule = listingRulesOf(req.platform)?.searchTerms;
      const text = rule ? backendSearchTerms([req.searchTerms, ...missing], [req.title], rule.maxBytes) : '';
      const dates = top
        .flatMap((t) => [t.dateFrom, t.dateTo])
        .filter((d): d is string => d !== null)
        .sort();
      return {
        hasBank: true,
        top: rows,
        backendSuggestion: rule ? { text, bytes: byteLength(text), maxBytes: rule.maxBytes } : null,
        negatives: negatives.map((n) => ({ term: n.term, clicks: n.clicks ?? 0, spend: n.spend ?? 0 })),
        source: measuredSource(
          [...new Set(top.flatMap((t) => t.sources))],
          dates[0] ?? null,
          dates.at(-1) ?? null,
        ),
      };
    },

    /** The whole bank as CSV (UTF-8 with a BOM, no cell a spreadsheet would run), page by page. */
    async *csv(userId: string): AsyncGenerator<string> {
      yield (
        utf8Bom +
        csvLines([
          [
            'Search term',
            'Impressions',
            'Clicks',
            'Spend (₹)',
            'Orders',
            'Sales (₹)',
            'Search volume',
            'Conversion',
            'From',
            'To',
            'Source',
            'Products',
          ],
        ])
      );
      const cell = (n: number | null) => (n === null ? '' : String(n));
      for await (const page of repo().all(userId))
        yield csvLines(
          page.map((t) => [
            t.term,
            cell(t.impressions),
            cell(t.clicks),
            cell(t.spend),
            cell(t.orders),
            cell(t.sales),
            cell(t.searchVolume),
            t.conversion === null ? '' : `${(t.conversion * 100).toFixed(1)}%`,
            t.dateFrom ?? '',
            t.dateTo ?? '',
            t.sources.join('; '),
            t.products.join(' '),
          ]),
        );
    },
  };
}
export type KeywordBankService = ReturnType<typeof keywordBankService>;
