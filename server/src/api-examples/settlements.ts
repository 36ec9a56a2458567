import type { OperationExamples } from './operation-example.js';

const settlementId = '5074bc83-078b-4913-ae96-238e99b9c793';
const settings = { category: 'fashion-apparel', weightKg: 0.4, zone: 'national', threshold: 1 };

const uploaded = {
  id: settlementId,
  fileName: 'settlement-236628501.txt',
  reportName: 'Amazon.in settlement flat file V2',
  marketplace: 'amazon',
  settlementIds: ['236628501'],
  dateFrom: '2026-09-03',
  dateTo: '2026-10-05',
  lines: 65,
  orders: 6,
  refunds: 1,
  problems: [],
  status: 'pending',
  progress: null,
  error: null,
  settings: null,
  result: null,
  createdAt: '2026-11-21T06:30:00.000Z',
};

const weightSlabFinding = {
  orderId: '408-3927461-5520317',
  sku: 'KRT-CTN-BLU-M',
  date: '2026-09-15',
  month: '2026-09',
  transactionType: 'Order',
  cause: 'weight slab',
  what: 'Weight handling fee',
  charged: 90,
  expected: 65,
  difference: 25,
  basis: '₹65.00 a unit for 0.4 kg in 1 slab, National; Amazon.in Seller: Fees and Pricing, as of 2026-11.',
  lines: [29],
  dispute:
    'Order 408-3927461-5520317 (SKU KRT-CTN-BLU-M), posted 2026-09-15: Amazon.in charged Weight handling fee of ₹90.00. By the published rate card this should be ₹65.00: ₹65.00 a unit for 0.4 kg in 1 slab, National; Amazon.in Seller: Fees and Pricing, as of 2026-11. Please refund the difference of ₹25.00.',
};

const duplicateFinding = {
  orderId: '408-1184520-7731946',
  sku: 'KRT-CTN-PNK-L',
  date: '2026-09-20',
  month: '2026-09',
  transactionType: 'Order',
  cause: 'duplicate charge',
  what: 'Easy Ship weight handling fees',
  charged: 65,
  expected: 0,
  difference: 65,
  basis: 'Easy Ship weight handling fees of ₹65.00 was already charged for this item (line 39).',
  lines: [39, 41],
  dispute:
    'Order 408-1184520-7731946 (SKU KRT-CTN-PNK-L), posted 2026-09-20: Amazon.in charged Easy Ship weight handling fees of ₹65.00. Easy Ship weight handling fees of ₹65.00 was already charged for this item (line 39). Please refund the difference of ₹65.00.',
};

const checked = {
  ...uploaded,
  status: 'checked',
  progress: 100,
  settings,
  result: {
    orders: 6,
    refunds: 1,
    lines: 65,
    findings: [duplicateFinding, weightSlabFinding],
    unchecked: [
      {
        orderId: '408-6650213-0049187',
        what: 'Closing fee',
        why: "Vikreta's closing fee bands are estimates: check your rate card before disputing.",
      },
    ],
    byCause: [
      { cause: 'weight slab', count: 1, overcharged: 25 },
      { cause: 'duplicate charge', count: 1, overcharged: 65 },
    ],
    byMonth: [{ month: '2026-09', count: 2, overcharged: 90 }],
    overcharged: 90,
  },
};

export const settlementsExamples: OperationExamples = {
  'POST /api/settlements': {
    answerDescription: 'The file read, ready to check',
    answer: { status: 201, body: uploaded },
  },
  'GET /api/settlements': {
    answerDescription: "The seller's settlement files",
    answer: { status: 200, body: { settlements: [checked] } },
  },
  'POST /api/settlements/{id}/reconcile': {
    answerDescription: 'The check, queued',
    request: { category: 'fashion-apparel', weightKg: 0.4, zone: 'national' },
    answer: { status: 202, body: { ...uploaded, status: 'queued', settings } },
  },
  'POST /api/settlements/{id}/cancel': {
    answerDescription: 'The check, stopped',
    answer: { status: 200, body: { ...uploaded, status: 'cancelled', settings } },
  },
  'GET /api/settlements/{id}': {
    answerDescription: 'The file and its check',
    answer: { status: 200, body: checked },
  },
  'DELETE /api/settlements/{id}': { answer: { status: 204 } },
  // The disputes are CSV: no JSON example.
  'GET /api/settlements/{id}/disputes.csv': { answer: { status: 200 } },
};
