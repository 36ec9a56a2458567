import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { BankQuery, BankTerm, ImportFindings, KeywordImport } from '@common/contracts/keyword-bank';
import { bankQuerySchema } from '@common/contracts/keyword-bank';
import {
  keywordReportLayouts,
  termKeyOf,
  type KeywordReportType,
  type TermTotals,
} from '@common/keyword-reports/index';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { transact } from '../../db/transact.js';
import { keywordImports, keywordImportTerms } from '../../db/schema/index.js';

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

const sum = (column: AnyPgColumn) => sql<string | null>`sum(${column})::text`;

/** The bank's columns: each term's figures summed over the seller's confirmed reports. */
const bankColumns = {
  term: sql<string>`min(${keywordImportTerms.term})`,
  impressions: sum(keywordImportTerms.impressions),
  clicks: sum(keywordImportTerms.clicks),
  spend: sum(keywordImportTerms.spend),
  orders: sum(keywordImportTerms.orders),
  sales: sum(keywordImportTerms.sales),
  searchVolume: sum(keywordImportTerms.searchVolume),
  dateFrom: sql<string | null>`min(${keywordImports.dateFrom})::text`,
  dateTo: sql<string | null>`max(${keywordImports.dateTo})::text`,
  types: sql<string[]>`array_agg(distinct ${keywordImports.reportType})`,
  products: sql<
    string[]
  >`coalesce(array_agg(distinct ${keywordImportTerms.productId}) filter (where ${keywordImportTerms.productId} <> ''), '{}')`,
};

const num = (v: string | number | null) => (v === null ? null : Number(v));

function toBankTerm(r: {
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
  products: string[];
}): BankTerm {
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
    products: r.products,
  };
}

const sortExpressions: Record<string, SQL> = {
  orders: sql`sum(${keywordImportTerms.orders})`,
  clicks: sql`sum(${keywordImportTerms.clicks})`,
  impressions: sql`sum(${keywordImportTerms.impressions})`,
  spend: sql`sum(${keywordImportTerms.spend})`,
  sales: sql`sum(${keywordImportTerms.sales})`,
  conversion: sql`sum(${keywordImportTerms.orders})::numeric / nullif(sum(${keywordImportTerms.clicks}), 0)`,
  term: sql`min(${keywordImportTerms.term})`,
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
  const confirmedOf = (userId: string) =>
    and(eq(keywordImportTerms.userId, userId), eq(keywordImports.status, 'confirmed'));
  const grouped = (where: SQL | undefined) =>
    db
      .select(bankColumns)
      .from(keywordImportTerms)
      .innerJoin(keywordImports, eq(keywordImports.id, keywordImportTerms.importId))
      .where(where)
      .groupBy(keywordImportTerms.termKey);

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
      const search = q.q
        ? sql`${keywordImportTerms.termKey} like ${`%${termKeyOf(q.q).replace(/[\\%_]/g, '\\$&')}%`}`
        : undefined;
      const where = and(confirmedOf(userId), search);
      const order = sortExpressions[q.sort]!;
      const rows = await grouped(where)
        .orderBy(
          q.order === 'asc' ? sql`${order} asc nulls last` : sql`${order} desc nulls last`,
          sql`min(${keywordImportTerms.term})`,
        )
        .limit(q.limit)
        .offset((q.page - 1) * q.limit);
      const [count] = await db
        .select({ total: sql<number>`count(distinct ${keywordImportTerms.termKey})::int` })
        .from(keywordImportTerms)
        .innerJoin(keywordImports, eq(keywordImports.id, keywordImportTerms.importId))
        .where(where);
      return { data: rows.map(toBankTerm), page: q.page, limit: q.limit, total: count?.total ?? 0 };
    },

    /** The bank's figures for the terms asked, where it has them. */
    async lookup(userId: string, termKeys: readonly string[]): Promise<BankTerm[]> {
      if (termKeys.length === 0) return [];
      const rows = await grouped(
        and(confirmedOf(userId), sql`${keywordImportTerms.termKey} in ${[...new Set(termKeys)]}`),
      );
      return rows.map(toBankTerm);
    },

    /** The terms that sold most, then were clicked most. */
    async top(userId: string, limit: number): Promise<BankTerm[]> {
      const rows = await grouped(confirmedOf(userId))
        .orderBy(
          sql`sum(${keywordImportTerms.orders}) desc nulls last`,
          sql`sum(${keywordImportTerms.clicks}) desc nulls last`,
        )
        .limit(limit);
      return rows.map(toBankTerm);
    },

    /** Terms that spent on clicks and never sold. */
    async spentWithoutOrders(userId: string, minClicks: number, limit: number): Promise<BankTerm[]> {
      const rows = await grouped(confirmedOf(userId))
        .having(
          sql`coalesce(sum(${keywordImportTerms.orders}), 0) = 0 and sum(${keywordImportTerms.spend}) > 0 and sum(${keywordImportTerms.clicks}) >= ${minClicks}`,
        )
        .orderBy(sql`sum(${keywordImportTerms.spend}) desc`)
        .limit(limit);
      return rows.map(toBankTerm);
    },

    /** Every term, for the CSV download, in pages. */
    async *all(userId: string, pageSize = 5000): AsyncGenerator<BankTerm[]> {
      for (let offset = 0; ; offset += pageSize) {
        const rows = await grouped(confirmedOf(userId))
          .orderBy(keywordImportTerms.termKey)
          .limit(pageSize)
          .offset(offset);
        if (rows.length === 0) return;
        yield rows.map(toBankTerm);
        if (rows.length < pageSize) return;
      }
    },
  };
};

export type ImportRow = typeof keywordImports.$inferSelect;
export type { KeywordImport };
