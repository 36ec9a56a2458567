import type { OperationExamples } from './operation-example.js';

const reportId = '674014be-1580-48a5-a8d1-60b294b5c88c';

const searchTermReport = (status: 'pending' | 'confirmed') => ({
  id: reportId,
  fileName: 'Sponsored Products Search term report.csv',
  reportType: 'amazon-sp-search-terms',
  reportName: 'Amazon Sponsored Products search term report',
  marketplace: 'amazon',
  dateFrom: '2026-09-01',
  dateTo: '2026-09-30',
  rows: 412,
  badRows: 1,
  skippedPlacements: 6,
  terms: 318,
  problems: [{ line: 9, column: 'Clicks', message: "'abc' is not a whole number." }],
  columnsUsed: [
    'Date',
    'Currency',
    'Customer Search Term',
    'Impressions',
    'Clicks',
    'Spend',
    '7 Day Total Sales ',
    '7 Day Total Orders (#)',
  ],
  columnsIgnored: ['Portfolio name', 'Campaign Name', 'Ad Group Name'],
  status,
  alreadyImported: false,
  createdAt: '2026-11-21T06:30:00.000Z',
});

const measuredTerm = (
  term: string,
  figures: { impressions: number; clicks: number; spend: number; orders: number; sales: number },
) => ({
  term,
  ...figures,
  searchVolume: null,
  conversion: figures.clicks ? figures.orders / figures.clicks : null,
  dateFrom: '2026-09-01',
  dateTo: '2026-09-30',
  sources: ['your Sponsored Products report'],
  products: [],
});

const cottonKurti = measuredTerm('cotton kurti for women', {
  impressions: 3204,
  clicks: 71,
  spend: 787.5,
  orders: 18,
  sales: 12582,
});
const hindiKurti = measuredTerm('कुर्ती', { impressions: 900, clicks: 20, spend: 100, orders: 2, sales: 1398 });

export const keywordBankExamples: OperationExamples = {
  'POST /api/keyword-bank/imports': {
    answerDescription: 'The file read, as a preview to confirm',
    answer: { status: 201, body: searchTermReport('pending') },
  },
  'GET /api/keyword-bank/imports': {
    answerDescription: 'The report files',
    answer: { status: 200, body: { imports: [searchTermReport('confirmed')] } },
  },
  'POST /api/keyword-bank/imports/{id}/confirm': {
    answerDescription: 'The file, now in the keyword bank',
    answer: { status: 200, body: searchTermReport('confirmed') },
  },
  'DELETE /api/keyword-bank/imports/{id}': { answer: { status: 204 } },
  'DELETE /api/keyword-bank': { answer: { status: 204 } },
  'GET /api/keyword-bank/terms': {
    answerDescription: 'A page of measured search terms',
    answer: {
      status: 200,
      body: {
        data: [cottonKurti, hindiKurti],
        pagination: { page: 1, limit: 2, total: 318, totalPages: 159 },
      },
    },
  },
  'POST /api/keyword-bank/lookup': {
    answerDescription: 'The terms the bank has figures for',
    request: { terms: ['cotton kurti for women', 'कुर्ती', 'steel bottle'] },
    answer: { status: 200, body: { terms: [cottonKurti, hindiKurti] } },
  },
  'POST /api/keyword-bank/coverage': {
    answerDescription: 'Where the listing carries the top terms, with a backend suggestion and negatives',
    request: {
      platform: 'amazon',
      title: 'Jaipur Weaves Women Cotton Kurti for Women, Straight Cut, Indigo Block Print',
      bullets: ['Pure cotton, breathable for summer', 'Sizes S to XXL'],
      description: 'A straight-cut cotton kurti with hand block print and 3/4 sleeves.',
      searchTerms: 'kurta for women',
    },
    answer: {
      status: 200,
      body: {
        hasBank: true,
        top: [
          { term: 'cotton kurti for women', orders: 18, clicks: 71, in: ['title'] },
          { term: 'कुर्ती', orders: 2, clicks: 20, in: [] },
          { term: 'rayon kurti set', orders: 0, clicks: 25, in: [] },
        ],
        backendSuggestion: { text: 'kurta कुर्ती', bytes: 24, maxBytes: 200 },
        negatives: [{ term: 'rayon kurti set', clicks: 25, spend: 200 }],
        source: 'your Sponsored Products report, 1–30 Sep 2026',
      },
    },
  },
  // The export is CSV: no JSON example.
  'GET /api/keyword-bank/export': { answer: { status: 200 } },
};
