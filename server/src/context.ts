import type { AiEngine } from '@common/contracts/ai';
import type { Database } from './db/client.js';
import type { Env } from './env.js';
import type { Clock } from './lib/clock.js';
import type { Mailer } from './providers/email/mailer.js';
import type { PaymentGateway } from './providers/payments/index.js';

/** What every feature gets: configuration, the database, the clock and the providers. */
export interface AppContext {
  env: Env;
  database: Database;
  clock: Clock;
  mailer: Mailer;
  ai: AiEngine;
  payments: PaymentGateway;
}
