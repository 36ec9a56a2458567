import type { Database } from './db/client.js';
import type { Env } from './env.js';
import type { Clock } from './lib/clock.js';

/** What every feature gets: configuration, the database and the clock. Providers join here as they land. */
export interface AppContext {
  env: Env;
  database: Database;
  clock: Clock;
}
