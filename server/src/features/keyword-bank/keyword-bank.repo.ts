import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { paginationOf } from '@common/contracts/pagination';
import type { BankQuery, BankTerm, ImportFindings, KeywordImport } from '@common/contracts/keyword-bank';
import { bankQuerySchema } from '@common/contracts/keyword-bank';
import {
  keywordReportLayouts,
  termKeyOf,
  type KeywordReportType,
  type TermTotals,
} from '@common/keyword-reports/index';
import type { Db } from '../../db/client.js';
import { transact } from '../../db/transact.js';
import { keywordImports } from '../../db/schema/index.js';

export interface ImportMeta {
  sha256: string;
  fileName: string;
  reportType: KeywordReportType;
  marketplace: string;
  dateFrom: string | null;
  dateTo: string | null;
  rows: number;
  badRows: number;
  terms: number;
  found: ImportFindings;
}

const batch = 10_000;
const sourceLabel = new Map(keywordReportLayouts.map((l) => [l.type, l.sourceLabel]));

/**
 * Which report a figure comes from when several measure the same term on one marketplace: an ads report and Search
 * Query Performance both count the clicks on the seller's ads, Flipkart's query and keyword reports the same ad
 * clicks. Adding them would count a click twice, so each figure is taken from the first report type (in this order)
 * that has it, summed over that type's files; marketplaces add up.
 */
const reportPreference = keywordReportLayouts.map((l) => l.type);

interface BankRow {
  term: string;
  impressions: string | null;
  clicks: string | null;
  spend: string | null;
  orders: string | null;
  sales: string | null;
  searchVolume: string | null;
  dateFrom: string | null;
  dateTo: string | null;
  types: string[];
  products: string | null;
}

const metrics = ['impressions', 'clicks', 'spend', 'orders', 'sales', 'search_volume'] as const;

/** The bank's terms: the seller's confirmed files, filtered by `where` (over the terms' rows), grouped by term. */
function bankQuery(
  userId: string,
  opts: { where?: SQL; having?: SQL; orderBy?: SQL; limit?: number; offset?: number },
) {
  const preferred = (m: string) =>
    sql.raw(`(array_agg(${m} order by preference) filter (where ${m} is not null))[1] as ${m}`);
  const total = (m: string) => sql.raw(`sum(${m})::text as "${m === 'search_volume' ? 'searchVolume' : m}"`);
  return sql`with per_type as (
      select t.term_key, i.marketplace, min(t.term) as term,
        array_position(array[${sql.join(
          reportPreference.map((t) => sql`${t}`),
          sql`, `,
        )}]::text[], i.report_type) as preference, i.report_type,
        ${sql.join(
          metrics.map((m) => sql.raw(`sum(t.${m}) as ${m}`)),
          sql`, `,
        )},
        min(i.date_from) as date_from, max(i.date_to) as date_to,
        string_agg(distinct nullif(t.product_id, ''), ',') as products
      from keyword_import_terms t join keyword_imports i on i.id = t.import_id
      where t.user_id = ${userId}::uuid and i.status = 'confirmed' ${opts.where ? sql`and ${opts.where}` : sql``}
      group by t.term_key, i.marketplace, i.report_type
    ), per_market as (
      select term_key, min(term) as term, ${sql.join(metrics.map(preferred), sql`, `)},
        min(date_from) as date_from, max(date_to) as date_to,
        array_agg(report_type::text) as types, string_agg(products, ',') as products
      from per_type group by term_key, marketplace
    ), bank as (
      select term_key, min(term) as term, ${sql.join(metrics.map(total), sql`, `)},
        min(date_from)::text as "dateFrom", max(date_to)::text as "dateTo",
        array(select distinct unnest(array_agg(t)) from unnest(array_agg(types)) as t) as types,
        string_agg(products, ',') as products
      from per_market group by term_key
    )
    select * from bank ${opts.having ? sql`where ${opts.having}` : sql``}
    ${opts.orderBy ? sql`order by ${opts.orderBy}` : sql``}
    ${opts.limit !== undefined ? sql`limit ${opts.limit}` : sql``}
    ${opts.offset ? sql`offset ${opts.offset}` : sql``}`;
}

const num = (v: string | number | null) => (v === null ? null : Number(v));

function toBankTerm(r: BankRow): BankTerm {
  const clicks = num(r.clicks);
  const orders = num(r.orders);
  return {
    term: r.term,
    impressions: num(r.impressions),
    clicks,
    spend: num(r.spend),
    orders,
    sales: num(r.sales),
    searchVolume: num(r.searchVolume),
    conversion: clicks && orders !== null ? orders / clicks : null,
    dateFrom: r.dateFrom,
    dateTo: r.dateTo,
    sources: r.types.map((t) => sourceLabel.get(t as KeywordReportType) ?? t),
    products: [...new Set((r.products ?? '').split(',').filter(Boolean))].sort(),
  };
}

/** Sorts over the bank's columns ('bank' in bankQuery). */
const sortExpressions: Record<string, SQL> = {
  orders: sql`orders::numeric`,
  clicks: sql`clicks::numeric`,
  impressions: sql`impressions::numeric`,
  spend: sql`spend::numeric`,
  sales: sql`sales::numeric`,
  conversion: sql`orders::numeric / nullif(clicks::numeric, 0)`,
  term: sql`term`,
};

/** A pending file and its terms, in batches, on the transaction's handle. */
async function insertPendingIn(
  db: Db,
  userId: string,
  meta: ImportMeta,
  terms: Iterable<TermTotals>,
): Promise<string> {
  const [row] = await db
    .insert(keywordImports)
    .values({ userId, ...meta })
    .returning({ id: keywordImports.id });
  const importId = row!.id;
  // Many rows a statement, as one JSON parameter: a few statements for 200,000 terms, not 200.
  let values: Record<string, string | number | null>[] = [];
  const flush = async () => {
    if (values.length === 0) return;
    await db.execute(sql`insert into keyword_import_terms
          (import_id, user_id, term, term_key, product_id, impressions, clicks, spend, orders, sales, units, search_volume, cart_adds)
          select ${importId}::uuid, ${userId}::uuid, x.term, x.term_key, x.product_id, x.impressions, x.clicks, x.spend,
            x.orders, x.sales, x.units, x.search_volume, x.cart_adds
          from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as x(term text, term_key text, product_id text,
            impressions bigint, clicks bigint, spend numeric, orders bigint, sales numeric, units bigint,
            search_volume bigint, cart_adds bigint)`);
    values = [];
  };
  for (const t of terms) {
    const m = t.metrics;
    values.push({
      term: t.term,
      term_key: t.termKey,
      product_id: t.productId,
      impressions: m.impressions ?? null,
      clicks: m.clicks ?? null,
      spend: m.spend === undefined ? null : Math.round(m.spend * 100) / 100,
      orders: m.orders ?? null,
      sales: m.sales === undefined ? null : Math.round(m.sales * 100) / 100,
      units: m.units ?? null,
      search_volume: m.searchVolume ?? null,
      cart_adds: m.cartAdds ?? null,
    });
    if (values.length === batch) await flush();
  }
  await flush();
  return importId;
}

export const keywordBankRepo = (db: Db) => {
  const rowsOf = async (userId: string, opts: Parameters<typeof bankQuery>[1]) =>
    ((await db.execute(bankQuery(userId, opts))) as unknown as { rows: BankRow[] }).rows.map(toBankTerm);

  return {
    /** A file read and shown, not yet in the bank: its import and its terms, in batches. */
    async insertPending(userId: string, meta: ImportMeta, terms: Iterable<TermTotals>): Promise<string> {
      // One transaction: a batch that fails leaves no half-written file to confirm.
      return transact(db, (tx) => insertPendingIn(tx, userId, meta, terms));
    },

    async findImport(userId: string, id: string) {
      const [row] = await db
        .select()
        .from(keywordImports)
        .where(and(eq(keywordImports.id, id), eq(keywordImports.userId, userId)));
      return row;
    },

    async confirmedFile(userId: string, sha256: string) {
      const [row] = await db
        .select({ id: keywordImports.id })
        .from(keywordImports)
        .where(
          and(
            eq(keywordImports.userId, userId),
            eq(keywordImports.sha256, sha256),
            eq(keywordImports.status, 'confirmed'),
          ),
        );
      return row;
    },

    async confirm(userId: string, id: string, at: Date) {
      await db
        .update(keywordImports)
        .set({ status: 'confirmed', confirmedAt: at })
        .where(and(eq(keywordImports.id, id), eq(keywordImports.userId, userId)));
    },

    /** The seller's files: those in the bank and those still waiting for their answer. */
    async listImports(userId: string) {
      return db
        .select()
        .from(keywordImports)
        .where(eq(keywordImports.userId, userId))
        .orderBy(desc(keywordImports.createdAt))
        .limit(100);
    },

    async deleteImport(userId: string, id: string): Promise<boolean> {
      const gone = await db
        .delete(keywordImports)
        .where(and(eq(keywordImports.id, id), eq(keywordImports.userId, userId)))
        .returning({ id: keywordImports.id });
      return gone.length > 0;
    },

    async deleteAll(userId: string) {
      await db.delete(keywordImports).where(eq(keywordImports.userId, userId));
    },

    async page(userId: string, query: BankQuery) {
      const q = bankQuerySchema.parse(query);
      const where = q.q
        ? sql`t.term_key like ${`%${termKeyOf(q.q).replace(/[\\%_]/g, '\\$&')}%`}`
        : undefined;
      const order = sortExpressions[q.sort]!;
      const data = await rowsOf(userId, {
        where,
        orderBy: sql`${order} ${sql.raw(q.order === 'asc' ? 'asc' : 'desc')} nulls last, term`,
        limit: q.limit,
        offset: (q.page - 1) * q.limit,
      });
      const counted = (await db.execute(sql`select count(distinct t.term_key)::int as total
          from keyword_import_terms t join keyword_imports i on i.id = t.import_id
          where t.user_id = ${userId}::uuid and i.status = 'confirmed' ${where ? sql`and ${where}` : sql``}`)) as unknown as {
        rows: { total: number }[];
      };
      return { data, pagination: paginationOf(q.page, q.limit, counted.rows[0]?.total ?? 0) };
    },

    /** The bank's figures for the terms asked, where it has them. */
    async lookup(userId: string, termKeys: readonly string[]): Promise<BankTerm[]> {
      if (termKeys.length === 0) return [];
      return rowsOf(userId, { where: sql`t.term_key in ${[...new Set(termKeys)]}` });
    },

    /** The terms that sold most, then were clicked most. */
    top: (userId: string, limit: number): Promise<BankTerm[]> =>
      rowsOf(userId, {
        orderBy: sql`orders::numeric desc nulls last, clicks::numeric desc nulls last, term`,
        limit,
      }),

    /** Terms that spent on clicks and never sold. */
    spentWithoutOrders: (userId: string, minClicks: number, limit: number): Promise<BankTerm[]> =>
      rowsOf(userId, {
        having: sql`coalesce(orders::numeric, 0) = 0 and spend::numeric > 0 and clicks::numeric >= ${minClicks}`,
        orderBy: sql`spend::numeric desc, term`,
        limit,
      }),

    /** Every term, for the CSV download, in pages. */
    async *all(userId: string, pageSize = 5000): AsyncGenerator<BankTerm[]> {
      for (let offset = 0; ; offset += pageSize) {
        const rows = await rowsOf(userId, { orderBy: sql`term_key`, limit: pageSize, offset });
        if (rows.length === 0) return;
        yield rows;
        if (rows.length < pageSize) return;
      }
    },
  };
};

export type ImportRow = typeof keywordImports.$inferSelect;
export type { KeywordImport };
