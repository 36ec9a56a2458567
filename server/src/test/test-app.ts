import type { FastifyBaseLogger } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { openDatabase, type Database } from '../db/client.js';
import { seedDatabase } from '../db/seed.js';
import { parseEnv, type Env } from '../env.js';
import { fixedClock } from '../lib/clock.js';
import { readOutbox, type OutboxMail } from './eml-reader.js';
import { databaseUrl, onPostgresServer } from './postgres-server.js';
import type { AiEngine } from '@common/contracts/ai';
import { createAiEngine } from '../providers/ai/index.js';
import { guardReviews } from '../features/ai/ai-guard.js';
import { createMailer, outboxDir, type Mailer } from '../providers/email/mailer.js';
import { createPaymentGateway } from '../providers/payments/index.js';

/** The run's migrated PGlite image (global-setup.ts), when there is one. */
const migratedImage = (): Blob | undefined => {
  const file = inject('pgliteImage');
  return file ? new Blob([readFileSync(file)]) : undefined;
};

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of DATABASE_URL (CI runs the suite both ways).
 */
export async function freshDatabase(url: string | undefined): Promise<Database & { url?: string }> {
  if (!url) return openDatabase({ image: migratedImage() });
  const name = `vikreta_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  await onPostgresServer(url, `create database ${name}${template ? ` template ${template}` : ''}`);
  const ownUrl = databaseUrl(url, name);
  const database = await openDatabase({ url: ownUrl });
  return {
    ...database,
    /** The database's own address, for a second process on it. */
    url: ownUrl,
    close: async () => {
      await database.close();
      await onPostgresServer(url, `drop database if exists ${name} with (force)`);
    },
  };
}

export interface TestAppOptions {
  env?: Record<string, string>;
  now?: string;
  /** An AI engine to use instead of the one the environment selects. */
  ai?: AiEngine;
  /** The app's logger (none by default), e.g. one writing to a stream a test reads. */
  logger?: FastifyBaseLogger;
}

/** The real app, in-process, on a fresh seeded database, with a clock the test controls. */
export async function createTestApp(options: TestAppOptions = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vikreta-test-'));
  const env: Env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    STATIC_DIR: join(dataDir, 'no-client'),
    DATABASE_URL: process.env.DATABASE_URL,
    ...options.env,
  });
  const clock = fixedClock(options.now ?? '2026-11-21T06:30:00.000Z');
  const database = await freshDatabase(env.DATABASE_URL);
  const log = pino({ level: 'silent' });
  await seedDatabase(database.db, env, clock, log);
  // The mailer logs where the app does, as in the server.
  const mailer = createMailer({ env, clock, log: options.logger ?? log });
  const ai = options.ai ?? createAiEngine(env, guardReviews);
  const ctx = { env, database, clock, mailer, ai, payments: createPaymentGateway(env) };
  const app = await buildApp(ctx, options.logger);
  await app.ready();
  return {
    app,
    env,
    clock,
    database,
    db: database.db,
    mailer,
    ai,
    /** The same context the app was built with. */
    ctx,
    /** The app's own feature services (one instance per app), for calling them directly. */
    services: app.services,
    mail: outboxReader(mailer, outboxDir(env), {
      idle: async () => {
        await app.services.background.idle();
        await app.services.mailOutbox.drain();
        await app.services.mailOutbox.drain();
      },
    }),
    async close() {
      await app.close();
      await mailer.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Reads what the app mailed (the `.eml` outbox), after waiting for its background work and deliveries in flight. */
function outboxReader(mailer: Mailer, dir: string, background: { idle(): Promise<void> }) {
  const all = async (to?: string): Promise<OutboxMail[]> => {
    await background.idle();
    await mailer.flush();
    const mails = readOutbox(dir);
    const address = (header: string) => (/<([^>]+)>/.exec(header)?.[1] ?? header).trim().toLowerCase();
    return to ? mails.filter((m) => address(m.to) === to.trim().toLowerCase()) : mails;
  };
  const latestLink = async (to: string, path: string): Promise<string | undefined> =>
    (await all(to))
      .flatMap((m) => m.links)
      .filter((l) => new URL(l).pathname === path)
      .at(-1);
  return {
    all,
    /** The newest message to this address, or undefined. */
    latest: async (to: string) => (await all(to)).at(-1),
    /** The newest link to this app path (e.g. '/verify-email') mailed to this address. */
    latestLink,
    /** The `token` query parameter of that link. */
    async latestToken(to: string, path: string): Promise<string | undefined> {
      const link = await latestLink(to, path);
      return link ? (new URL(link).searchParams.get('token') ?? undefined) : undefined;
    },
  };
}
