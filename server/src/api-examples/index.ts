import { accountExamples } from './account.js';
import { adminBackOfficeExamples } from './admin-back-office.js';
import { adminUsersExamples } from './admin-users.js';
import { aiExamples } from './ai.js';
import { authExamples } from './auth.js';
import { billingExamples } from './billing.js';
import { keywordBankExamples } from './keyword-bank.js';
import { listingFilesExamples } from './listing-files.js';
import type { OperationExamples } from './operation-example.js';
import { settlementsExamples } from './settlements.js';
import { siteExamples } from './site.js';
import { trendingExamples } from './trending.js';
import { usageExamples } from './usage.js';

export type { OperationExample, OperationExamples } from './operation-example.js';

/**
 * An example request and answer for every operation of the API document, keyed 'METHOD /path' as the document
 * writes it; finishApiDocument puts them in. api-examples.test.ts fails on an operation without one.
 */
export const apiExamples: OperationExamples = {
  ...siteExamples,
  ...authExamples,
  ...usageExamples,
  ...aiExamples,
  ...listingFilesExamples,
  ...keywordBankExamples,
  ...settlementsExamples,
  ...trendingExamples,
  ...billingExamples,
  ...accountExamples,
  ...adminUsersExamples,
  ...adminBackOfficeExamples,
};
