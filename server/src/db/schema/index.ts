/** The whole database schema, one file per area; migrations are generated from it (drizzle.config.ts). */
export * from './accounts.js';
export * from './catalog.js';
export * from './usage.js';
export * from './billing.js';
export * from './content.js';
export * from './admin.js';
export * from './mail.js';
export * from './listing-files.js';
export * from './keyword-bank.js';
export * from './settlements.js';
