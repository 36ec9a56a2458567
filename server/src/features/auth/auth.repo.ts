import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
}

export const authRepo = (db: Db) => ({
  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    return row;
  },

  async findById(id: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  },

  /** A pending user; undefined when the email is taken (including by a concurrent sign-up). */
  async createPending(user: NewUser, now: Date): Promise<UserRow | undefined> {
    const [created] = await db
      .insert(users)
      .values({ ...user, role: 'user', status: 'pending', createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: users.email })
      .returning();
    return created;
  },

  /** pending → active with the credentials of its first sign-up; an active or suspended account is left as it is. */
  async markEmailVerified(userId: string, now: Date): Promise<void> {
    await db
      .update(users)
      .set({ status: 'active', emailVerifiedAt: now, updatedAt: now })
      .where(and(eq(users.id, userId), eq(users.status, 'pending')));
  },

  /** New hash; with `verifiesEmail` (a mailed reset link proves the address) a pending account becomes active. */
  async setPassword(userId: string, passwordHash: string, now: Date, verifiesEmail: boolean): Promise<void> {
    await db
      .update(users)
      .set({
        passwordHash,
        updatedAt: now,
        ...(verifiesEmail && {
          status: sql`case when ${users.status} = 'pending' then 'active' else ${users.status} end`,
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
        }),
      })
      .where(eq(users.id, userId));
  },
});
export type AuthRepo = ReturnType<typeof authRepo>;
