import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { refreshTokenFamilies, refreshTokens, users } from '../../db/schema/index.js';

export type RevokeReason = 'logout' | 'reuse' | 'password_changed' | 'password_reset';

/** Refresh-token families (one per login) and their rotating tokens, stored as sha256 hashes. */
export const sessionRepo = (db: Db) => {
  const principalQuery = db
    .select({
      role: users.role,
      status: users.status,
      sessionExpiresAt: refreshTokenFamilies.expiresAt,
      sessionRevokedAt: refreshTokenFamilies.revokedAt,
    })
    .from(users)
    .leftJoin(
      refreshTokenFamilies,
      and(
        eq(refreshTokenFamilies.id, sql.placeholder('sessionId')),
        eq(refreshTokenFamilies.userId, users.id),
      ),
    )
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('auth_principal');
  return {
    /** A new family with its first token; returns the family id (the session id). */
    async open(userId: string, tokenHash: string, expiresAt: Date, now: Date): Promise<string> {
      return db.transaction(async (tx) => {
        const [family] = await tx
          .insert(refreshTokenFamilies)
          .values({ userId, expiresAt, createdAt: now })
          .returning({ id: refreshTokenFamilies.id });
        await tx.insert(refreshTokens).values({ familyId: family!.id, tokenHash, createdAt: now });
        return family!.id;
      });
    },

    async findToken(tokenHash: string) {
      const [row] = await db
        .select({
          tokenId: refreshTokens.id,
          usedAt: refreshTokens.usedAt,
          createdAt: refreshTokens.createdAt,
          familyId: refreshTokenFamilies.id,
          userId: refreshTokenFamilies.userId,
          expiresAt: refreshTokenFamilies.expiresAt,
          revokedAt: refreshTokenFamilies.revokedAt,
        })
        .from(refreshTokens)
        .innerJoin(refreshTokenFamilies, eq(refreshTokenFamilies.id, refreshTokens.familyId))
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /** Marks the token used and adds its successor; false (nothing written) if it was already used. */
    async rotate(tokenId: string, familyId: string, nextHash: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const used = await tx
          .update(refreshTokens)
          .set({ usedAt: now })
          .where(and(eq(refreshTokens.id, tokenId), isNull(refreshTokens.usedAt)))
          .returning({ id: refreshTokens.id });
        if (used.length === 0) return false;
        await tx.insert(refreshTokens).values({ familyId, tokenHash: nextHash, createdAt: now });
        return true;
      });
    },

    async revokeFamily(familyId: string, reason: RevokeReason, now: Date): Promise<void> {
      await db
        .update(refreshTokenFamilies)
        .set({ revokedAt: now, revokedReason: reason })
        .where(and(eq(refreshTokenFamilies.id, familyId), isNull(refreshTokenFamilies.revokedAt)));
    },

    /** Every live session of the user, except `keepFamilyId` when given. */
    async revokeAllForUser(
      userId: string,
      reason: RevokeReason,
      now: Date,
      keepFamilyId?: string,
    ): Promise<void> {
      const live = and(eq(refreshTokenFamilies.userId, userId), isNull(refreshTokenFamilies.revokedAt));
      await db
        .update(refreshTokenFamilies)
        .set({ revokedAt: now, revokedReason: reason })
        .where(keepFamilyId ? and(live, ne(refreshTokenFamilies.id, keepFamilyId)) : live);
    },

    /** What a guard needs per request, in one indexed query: the user's role and status, and its session. */
    /** The principal of every authenticated request: one prepared statement (built and planned once). */
    async principal(userId: string, sessionId: string) {
      const [row] = await principalQuery.execute({ userId, sessionId });
      return row;
    },
  };
};
export type SessionRepo = ReturnType<typeof sessionRepo>;
