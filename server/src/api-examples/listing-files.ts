import type { OperationExamples } from './operation-example.js';

const bulkJobId = 'aef731a9-8fe5-417e-b230-c4d1a3ab6ae8';
const createdAt = '2026-11-21T06:30:00.000Z';
const bottle = { line: 2, sku: 'SB-1000-SLV', name: 'Stainless steel water bottle 1 litre' };
const kurti = { line: 3, sku: 'KRT-CTN-BLU-M', name: 'Women cotton kurti, indigo block print' };

const bulkJob = (status: string, rows: Array<{ status: string }>, stopReason: string | null = null) => ({
  id: bulkJobId,
  marketplace: 'amazon',
  status,
  stopReason,
  total: 2,
  done: rows.filter((row) => row.status === 'done').length,
  failed: 0,
  createdAt,
  rows: rows.map((row, i) => ({ ...[bottle, kurti][i], status: row.status, error: null })),
});

export const listingFilesExamples: OperationExamples = {
  'POST /api/listing-files/bulk': {
    answerDescription: 'The upload, started: every product pending',
    request: {
      marketplace: 'amazon',
      category: 'Home & Kitchen',
      rows: [
        {
          ...bottle,
          brand: 'Jaipur Weaves',
          facts: 'Capacity: 1 L; Material: 304 stainless steel; Colour: silver',
          price: 549,
          mrp: 799,
        },
        { ...kurti, brand: 'Jaipur Weaves', price: 699, mrp: 1299 },
      ],
    },
    answer: { status: 201, body: bulkJob('running', [{ status: 'pending' }, { status: 'pending' }]) },
  },
  'GET /api/listing-files/bulk/{id}': {
    answerDescription: 'The upload, row by row',
    answer: { status: 200, body: bulkJob('done', [{ status: 'done' }, { status: 'done' }]) },
  },
  'POST /api/listing-files/bulk/{id}/resume': {
    answerDescription: 'The upload, running again',
    answer: { status: 200, body: bulkJob('running', [{ status: 'done' }, { status: 'pending' }]) },
  },
  // The file itself is XLSX: no JSON example.
  'GET /api/listing-files/bulk/{id}/file': { answer: { status: 200 } },
  'POST /api/listing-files/{marketplace}': {
    request: {
      category: 'Home & Kitchen',
      sku: 'SB-1000-SLV',
      brand: 'Jaipur Weaves',
      manufacturer: 'Jaipur Weaves Private Limited',
      title: 'Jaipur Weaves Stainless Steel Water Bottle 1 litre, Silver',
      bullets: ['Capacity: 1 litre', 'Material: 304 food-grade stainless steel', 'Leak-proof screw cap'],
      description: 'A single-wall 304 stainless steel bottle for office, school and travel.',
      searchTerms: 'steel bottle fridge bottle office school travel',
      keywords: ['stainless steel water bottle', 'steel bottle 1 litre'],
      mrp: 799,
      price: 549,
    },
    answer: { status: 200 },
  },
};
