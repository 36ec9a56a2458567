import { and, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emailTokens } from '../../db/schema/index.js';

export type EmailTokenPurpose = (typeof emailTokens.$inferSelect)['purpose'];
export type EmailTokenRow = typeof emailTokens.$inferSelect;

/** The sign-up a verification link carries: verifying applies it to the pending account. */
export interface Registration {
  passwordHash: string;
  firstName: string;
  lastName: string;
}

/** Verification and reset tokens: only their sha256 is stored. */
export const emailTokenRepo = (db: Db) => ({
  async create(values: {
    userId: string;
    purpose: EmailTokenPurpose;
    tokenHash: string;
    expiresAt: Date;
    now: Date;
    registration?: Registration;
  }) {
    const { now, registration, ...rest } = values;
    await db.insert(emailTokens).values({ ...rest, ...registration, createdAt: now });
  },

  /** The registration carried by the user's most recent sign-up link, if any. */
  async latestRegistration(userId: string): Promise<Registration | undefined> {
    const [row] = await db
      .select({
        passwordHash: emailTokens.passwordHash,
        firstName: emailTokens.firstName,
        lastName: emailTokens.lastName,
      })
      .from(emailTokens)
      .where(
        and(
          eq(emailTokens.userId, userId),
          eq(emailTokens.purpose, 'verify_email'),
          isNotNull(emailTokens.passwordHash),
        ),
      )
      .orderBy(desc(emailTokens.createdAt))
      .limit(1);
    if (!row?.passwordHash || row.firstName === null || row.lastName === null) return undefined;
    return { passwordHash: row.passwordHash, firstName: row.firstName, lastName: row.lastName };
  },

  /** The token if it exists for this purpose and has not expired (used or not). */
  async findUnexpired(
    tokenHash: string,
    purpose: EmailTokenPurpose,
    now: Date,
  ): Promise<EmailTokenRow | undefined> {
    const [row] = await db
      .select()
      .from(emailTokens)
      .where(
        and(
          eq(emailTokens.tokenHash, tokenHash),
          eq(emailTokens.purpose, purpose),
          gt(emailTokens.expiresAt, now),
        ),
      )
      .limit(1);
    return row;
  },

  /** Marks it used; false when it already was (two requests racing for a single-use token: one wins). */
  async consume(id: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(emailTokens)
      .set({ usedAt: now })
      .where(and(eq(emailTokens.id, id), isNull(emailTokens.usedAt)))
      .returning({ id: emailTokens.id });
    return rows.length > 0;
  },

  /** Every outstanding token of this purpose for the user stops working. */
  async consumeAll(userId: string, purpose: EmailTokenPurpose, now: Date): Promise<void> {
    await db
      .update(emailTokens)
      .set({ usedAt: now })
      .where(
        and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)),
      );
  },
});
export type EmailTokenRepo = ReturnType<typeof emailTokenRepo>;
