import type { Db } from '../../db/client.js';
import { subscriptionWriter } from '../subscriptions/subscriptions.service.js';
import { adminUsersRepo } from './admin-users.repo.js';

/**
 * Removes an account, in the caller's transaction, the one way both an administrator and the seller do it:
 * sessions revoked, pending mailed links dropped, the current plan ended, and the row anonymised (name, email
 * and phone replaced, no usable password, bulk listing uploads deleted) rather than deleted, so payments, invoices and credit notes keep
 * their rows for the accounts GST law requires.
 */
export async function removeAccount(
  tx: Db,
  userId: string,
  at: Date,
  reason: 'admin_deleted' | 'self_deleted',
): Promise<void> {
  const users = adminUsersRepo(tx);
  await users.update(userId, {
    status: 'deleted',
    role: 'user',
    email: `deleted-${userId}@deleted.invalid`,
    firstName: 'Deleted',
    lastName: 'User',
    phone: null,
    profileImageUrl: null,
    passwordHash: '!deleted',
    emailVerifiedAt: null,
    updatedAt: at,
  });
  await users.revokeSessions(userId, reason, at);
  await users.deleteEmailTokens(userId);
  await users.deleteSellerFiles(userId);
  await subscriptionWriter(tx).cancelActive(userId, at);
}
