import { buildApp } from './app.js';
import { openDatabase } from './db/client.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { seedDatabase } from './db/seed.js';
import { EnvError, loadEnv, type Env } from './env.js';
import { systemClock } from './lib/clock.js';
import { createLogger } from './lib/logger.js';
import { fromRoot } from './lib/paths.js';
import { createAiEngine } from './providers/ai/index.js';
import { guardReviews } from './features/ai/ai-guard.js';
import { createMailer } from './providers/email/mailer.js';
import { createPaymentGateway } from './providers/payments/index.js';

function readEnv(): Env {
  try {
    return loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const env = readEnv();
const logger = createLogger(env.LOG_LEVEL);
const database = await openDatabase({
  url: env.DATABASE_URL,
  dataDir: fromRoot(env.DATA_DIR),
  onConnectionError: (err) =>
    logger.warn({ err }, 'an idle database connection failed; the pool will reconnect'),
  onLockLost: (err) => {
    // Another process may now write the same folder: stop rather than lose data.
    logger.fatal({ err }, 'the lock of the data folder was lost; stopping');
    process.exit(1);
  },
}).catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
logger.info({ engine: database.engine }, 'database ready, migrations applied');
await seedDatabase(database.db, env, systemClock, logger);

if (env.NODE_ENV === 'production') {
  const missing = (['SUPPLIER_GSTIN', 'SUPPLIER_ADDRESS'] as const).filter((name) => !env[name]);
  if (missing.length > 0)
    logger.warn(
      { missing },
      `invoices are issued without the supplier's ${missing.join(' and ')}: a GST invoice must print the supplier's GSTIN and address`,
    );
}

const mailer = createMailer({ env, clock: systemClock, log: logger });
logger.info(
  { mail: mailer.kind },
  mailer.kind === 'smtp' ? 'mail goes out through SMTP_URL' : 'mail is written to DATA_DIR/outbox',
);
const ai = createAiEngine(env, guardReviews);
logger.info({ ai: env.AI_API_KEY ? env.AI_MODEL : 'builtin' }, 'AI engine ready');
const payments = createPaymentGateway(env);
if (payments.kind === 'razorpay') {
  logger.info({ payments: payments.kind }, `payments go through Razorpay at ${env.RAZORPAY_API_URL}`);
} else if (env.NODE_ENV === 'production') {
  logger.warn(
    { payments: payments.kind },
    'PAYMENTS=sandbox IN PRODUCTION: the sandbox gateway takes no money and every plan can be had for free',
  );
} else {
  logger.info({ payments: payments.kind }, 'payments use the sandbox gateway: no money moves');
}
const app = await buildApp({ env, database, clock: systemClock, mailer, ai, payments }, logger);
await app.listen({ port: env.PORT, host: env.HOST });
app.services.cleanup.start();
app.services.mailOutbox.start();
app.services.bulkListings.start();
app.services.settlements.start();
app.services.planEndReminders.start();

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'draining requests and closing');
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  try {
    await app.close();
    await mailer.close();
    await database.close();
  } finally {
    clearTimeout(force);
    process.exit(0);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
