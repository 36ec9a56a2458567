/**
 * The keyword reports Vikreta reads, by the columns their consoles export (matched by name, never by position).
 * Column names as found in public parsers of real exports, November 2026 (docs/keyword-reports.md lists each
 * with its source and how sure it is). A layout's column may have several names: consoles rename columns over
 * time ('(ACoS)' → '(ACOS)') and sellers on 14-day attribution see '14 Day' columns.
 */

export const keywordReportTypes = [
  'amazon-sp-search-terms',
  'amazon-search-query-performance',
  'flipkart-ads-queries',
  'flipkart-ads-keywords',
] as const;
export type KeywordReportType = (typeof keywordReportTypes)[number];

/** What a row measures; money in rupees. */
export const keywordMetrics = [
  'impressions',
  'clicks',
  'spend',
  'orders',
  'sales',
  'units',
  'searchVolume',
  'cartAdds',
] as const;
export type KeywordMetric = (typeof keywordMetrics)[number];

export type ColumnField =
  KeywordMetric | 'term' | 'productId' | 'date' | 'startDate' | 'endDate' | 'currency';

export interface ReportColumn {
  field: ColumnField;
  /** Header names, as matched (lower case, single spaces). The first is the one shown to the seller. */
  names: readonly string[];
  required?: boolean;
}

export interface KeywordReportLayout {
  type: KeywordReportType;
  marketplace: 'amazon' | 'flipkart';
  /** 'Sponsored Products search term report'. */
  name: string;
  /** How a measured figure says where it comes from: 'your Sponsored Products report'. */
  sourceLabel: string;
  columns: readonly ReportColumn[];
  /** Dates written day first (01/09/2026 = 1 September). */
  dayFirst?: boolean;
}

const col = (field: ColumnField, names: string | readonly string[], required = false): ReportColumn => ({
  field,
  names: typeof names === 'string' ? [names] : names,
  required,
});

export const keywordReportLayouts: readonly KeywordReportLayout[] = [
  {
    type: 'amazon-sp-search-terms',
    marketplace: 'amazon',
    name: 'Amazon Sponsored Products search term report',
    sourceLabel: 'your Sponsored Products report',
    columns: [
      col('term', 'customer search term', true),
      col('date', 'date'),
      col('startDate', 'start date'),
      col('endDate', 'end date'),
      col('currency', 'currency'),
      col('impressions', 'impressions', true),
      col('clicks', 'clicks', true),
      col('spend', 'spend', true),
      col('sales', ['7 day total sales', '14 day total sales', 'sales']),
      col('orders', ['7 day total orders (#)', '14 day total orders (#)', 'orders'], true),
      col('units', ['7 day total units (#)', '14 day total units (#)', 'units']),
    ],
  },
  {
    type: 'amazon-search-query-performance',
    marketplace: 'amazon',
    name: 'Amazon Brand Analytics Search Query Performance',
    sourceLabel: 'your Search Query Performance report',
    columns: [
      col('term', 'search query', true),
      col('searchVolume', 'search query volume', true),
      col('productId', 'asin'),
      col('impressions', ['impressions: asin count', 'impressions: brand count']),
      col('clicks', ['clicks: asin count', 'clicks: brand count'], true),
      col('cartAdds', ['cart adds: asin count', 'cart adds: brand count']),
      col('orders', ['purchases: asin count', 'purchases: brand count'], true),
      col('date', 'reporting date'),
    ],
  },
  {
    type: 'flipkart-ads-queries',
    marketplace: 'flipkart',
    name: 'Flipkart Ads search query report',
    sourceLabel: 'your Flipkart Ads query report',
    dayFirst: true,
    columns: [
      col('term', 'query', true),
      col('impressions', 'views'),
      col('clicks', 'clicks'),
      col('spend', ['ad spend', 'sum(cost)'], true),
      col('orders', ['units sold (direct)', 'direct units sold'], true),
      col('sales', 'direct revenue'),
      col('productId', ['advertised fsn id', 'fsn id']),
    ],
  },
  {
    // The keywords the seller bids on (not what buyers typed): measured per keyword, so kept beside the queries.
    type: 'flipkart-ads-keywords',
    marketplace: 'flipkart',
    name: 'Flipkart Ads keyword report',
    sourceLabel: 'your Flipkart Ads keyword report',
    dayFirst: true,
    columns: [
      col('term', ['attributed_keyword', 'keyword'], true),
      col('impressions', 'views'),
      col('clicks', 'clicks', true),
      col('spend', ['sum(cost)', 'ad spend'], true),
      col('orders', ['direct units sold', 'units sold (direct)'], true),
      col('sales', 'direct revenue'),
    ],
  },
];

/** The reports a seller can upload, by name, for messages. */
export const knownReportNames = keywordReportLayouts.map((l) => l.name);
