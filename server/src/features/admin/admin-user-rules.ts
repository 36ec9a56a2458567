import { adminMessages } from '@common/contracts/admin';
import { conflict } from '../../lib/errors.js';
import type { UserRow } from './admin-users.repo.js';

export type Removal = 'suspend' | 'demote' | 'delete';

const ownAccount: Record<Removal, string> = {
  suspend: adminMessages.selfSuspend,
  demote: adminMessages.selfDemote,
  delete: adminMessages.selfDelete,
};

/**
 * An admin never suspends, demotes or deletes their own account, and the last active admin is never removed
 * (409 either way). `activeAdminIds` must be read with the admins locked (lockActiveAdmins, taken before the
 * target's row so two admins removing each other queue instead of deadlocking).
 */
export function assertMayRemove(
  actorId: string,
  target: UserRow,
  removal: Removal,
  activeAdminIds: string[],
) {
  if (target.id === actorId) throw conflict(ownAccount[removal]);
  const targetIsActiveAdmin = target.role === 'admin' && target.status === 'active';
  if (targetIsActiveAdmin && !activeAdminIds.some((id) => id !== target.id)) {
    throw conflict(adminMessages.lastAdmin);
  }
}
