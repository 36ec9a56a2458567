import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

const profileColumns = {
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  businessName: users.businessName,
  gstin: users.gstin,
  state: users.state,
};

export interface ProfileChanges {
  firstName: string;
  lastName: string;
  phone: string | null;
  businessName: string | null;
  gstin: string | null;
  state: string | null;
}

/** The seller's own profile columns (no role, status or password: those are never written from here). */
export const accountRepo = (db: Db) => ({
  /** What deleting one's own account checks: the password hash and the role. */
  async credentials(userId: string) {
    const [row] = await db
      .select({ passwordHash: users.passwordHash, role: users.role })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  },

  async profile(userId: string) {
    const [row] = await db.select(profileColumns).from(users).where(eq(users.id, userId));
    return row;
  },

  async update(userId: string, changes: ProfileChanges, now: Date) {
    const [row] = await db
      .update(users)
      .set({ ...changes, updatedAt: now })
      .where(eq(users.id, userId))
      .returning(profileColumns);
    return row;
  },
});
