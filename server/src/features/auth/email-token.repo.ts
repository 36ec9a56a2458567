import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emailTokens } from '../../db/schema/index.js';

export type EmailTokenPurpose = (typeof emailTokens.$inferSelect)['purpose'];
export type EmailTokenRow = typeof emailTokens.$inferSelect;

/** Verification and reset tokens: only their sha256 is stored. */
export const emailTokenRepo = (db: Db) => ({
  async create(values: {
    userId: string;
    purpose: EmailTokenPurpose;
    tokenHash: string;
    expiresAt: Date;
    now: Date;
  }) {
    const { now, ...rest } = values;
    await db.insert(emailTokens).values({ ...rest, createdAt: now });
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
