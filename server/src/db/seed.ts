import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { defaultCmsContent } from '@common/constants/cms-defaults';
import type { Env } from '../env.js';
import { hashPassword } from '../lib/passwords.js';
import type { Clock } from '../lib/clock.js';
import type { Db } from './client.js';
import * as t from './schema/index.js';
import { seedPlans } from './seed-data/plans.js';
import { seedTestimonials } from './seed-data/testimonials.js';
import { seedTools } from './seed-data/tools.js';
import { seedTrendingProducts } from './seed-data/trending-products.js';
import { addDays } from '@common/time/india-calendar';

type SeedStep = (db: Db) => Promise<void>;

/** One-time steps: each runs once per database, recorded in seed_runs in the same transaction. */
const steps: Record<string, SeedStep> = {
  tools: async (db) => {
    await db
      .insert(t.tools)
      .values([...seedTools])
      .onConflictDoNothing();
  },
  plans: async (db) => {
    for (const { limits, ...plan } of seedPlans) {
      const [row] = await db.insert(t.plans).values(plan).onConflictDoNothing().returning({ id: t.plans.id });
      if (row) await db.insert(t.planLimits).values(limits.map((l) => ({ ...l, planId: row.id })));
    }
  },
  cms: async (db) => {
    await db
      .insert(t.cmsContent)
      .values([
        { section: 'hero', content: defaultCmsContent.hero },
        { section: 'features', content: defaultCmsContent.features },
      ])
      .onConflictDoNothing();
  },
  testimonials: async (db) => {
    await db
      .insert(t.testimonials)
      .values([...seedTestimonials])
      .onConflictDoNothing();
  },
  trendingProducts: async (db) => {
    await db.insert(t.trendingProducts).values(seedTrendingProducts).onConflictDoNothing();
  },
  /** Databases seeded before the drawings existed: a seeded product still without a picture gets its own. */
  trendingImages: async (db) => {
    for (const { name, imageUrl } of seedTrendingProducts) {
      await db
        .update(t.trendingProducts)
        .set({ imageUrl })
        .where(and(eq(t.trendingProducts.name, name), isNull(t.trendingProducts.imageUrl)));
    }
  },
  /** The content live before versioning began becomes each section's first version. */
  cmsVersions: async (db) => {
    const live = await db.select().from(t.cmsContent);
    const versioned = new Set((await db.select().from(t.cmsContentVersions)).map((v) => v.section));
    const firsts = live.filter((row) => !versioned.has(row.section));
    if (firsts.length) {
      await db
        .insert(t.cmsContentVersions)
        .values(
          firsts.map((row) => ({ section: row.section, content: row.content, createdBy: row.updatedBy })),
        );
    }
  },
};

export async function seedDatabase(db: Db, env: Env, clock: Clock, log: FastifyBaseLogger): Promise<void> {
  const done = new Set((await db.select({ name: t.seedRuns.name }).from(t.seedRuns)).map((r) => r.name));
  for (const [name, step] of Object.entries(steps)) {
    if (done.has(name)) continue;
    await db.transaction(async (tx) => {
      const [claimed] = await tx.insert(t.seedRuns).values({ name }).onConflictDoNothing().returning();
      if (claimed) await step(tx as unknown as Db);
    });
  }
  await ensureAccounts(db, env, clock, log);
}

async function ensureAccounts(db: Db, env: Env, clock: Clock, log: FastifyBaseLogger) {
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const email = env.ADMIN_EMAIL.toLowerCase();
    const passwordHash = await hashPassword(env.ADMIN_PASSWORD, env);
    await db
      .insert(t.users)
      .values({
        email,
        passwordHash,
        firstName: 'Admin',
        lastName: 'Vikreta',
        role: 'admin',
        status: 'active',
        emailVerifiedAt: clock.now(),
      })
      .onConflictDoUpdate({ target: t.users.email, set: { passwordHash, role: 'admin', status: 'active' } });
    log.info({ email }, 'admin account ready (ADMIN_EMAIL)');
    return;
  }
  if (env.NODE_ENV === 'production') return;
  const [anyAdmin] = await db
    .select({ id: t.users.id })
    .from(t.users)
    .where(eq(t.users.role, 'admin'))
    .limit(1);
  if (anyAdmin) return;
  const demo = [
    { email: 'admin@vikreta.local', firstName: 'Asha', lastName: 'Rao', role: 'admin' as const },
    { email: 'seller@vikreta.local', firstName: 'Meera', lastName: 'Patel', role: 'user' as const },
  ];
  const [trial] = await db.select().from(t.plans).where(eq(t.plans.isSignupPlan, true)).limit(1);
  for (const account of demo) {
    const password = randomBytes(9).toString('base64url');
    const [user] = await db
      .insert(t.users)
      .values({
        ...account,
        passwordHash: await hashPassword(password, env),
        status: 'active',
        emailVerifiedAt: clock.now(),
      })
      .onConflictDoNothing()
      .returning({ id: t.users.id });
    if (!user) continue;
    if (account.role === 'user' && trial) {
      const endDate = addDays(clock.now(), trial.trialDays ?? 14);
      await db.insert(t.subscriptions).values({
        userId: user.id,
        planId: trial.id,
        amount: 0,
        currency: trial.currency,
        startDate: clock.now(),
        endDate,
      });
    }
    log.warn(`demo account created: ${account.email} / ${password} (shown once)`);
  }
}
