import {
  adminMessages,
  type AdminUser,
  type CreateUserRequest,
  type UpdateUserRequest,
  type UserRole,
  type UserStatus,
} from '@common/contracts/admin';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { AuthenticatedUser } from '../../lib/auth.js';
import { conflict, notFound } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { transact } from '../../db/transact.js';
import { removeAccount } from './account-removal.js';
import { subscriptionWriter } from '../subscriptions/subscriptions.service.js';
import { assertMayRemove } from './admin-user-rules.js';
import { auditedUser, toAdminUser } from './admin-user-view.js';
import { adminUsersRepo, type NewUserRow, type UserRow } from './admin-users.repo.js';
import { auditRepo } from './audit.repo.js';
import { auditView, changedFields } from './audit.js';

type UserChange = Partial<Pick<NewUserRow, 'firstName' | 'lastName' | 'email'>> & {
  status?: UserStatus;
  role?: UserRole;
};

/** A taken email surfaces as a unique violation of users_email_unique: 409 with the spec's kind of message. */
const emailTakenOnConflict = (error: unknown): never => {
  if (isUniqueViolation(error)) throw conflict(adminMessages.emailTaken);
  throw error;
};

/** The back office's users: read, create, edit, role, status and delete, each write audited. */
export const adminUsersService = (ctx: AppContext) => {
  const db = ctx.database.db;
  const now = () => ctx.clock.now();

  async function view(id: string): Promise<AdminUser> {
    const row = await adminUsersRepo(db).one(id);
    if (!row) throw notFound(adminMessages.userNotFound);
    return toAdminUser(row, now());
  }

  /**
   * One transaction: the active admins, then the target, are locked (in that order, so two admins acting on
   * each other queue rather than deadlock), `work` changes the target and writes its audit row.
   */
  function onUser<T>(id: string, work: (tx: Db, before: UserRow, activeAdminIds: string[]) => Promise<T>) {
    return transact(db, async (tx) => {
      const users = adminUsersRepo(tx);
      const activeAdminIds = (await users.lockActiveAdmins()).map((a) => a.id);
      const before = await users.lock(id);
      if (!before) throw notFound(adminMessages.userNotFound);
      return work(tx, before, activeAdminIds);
    });
  }

  /** Applies name, email, status or role changes with their rules; suspending ends every session at once. */
  const change = (
    actor: AuthenticatedUser,
    id: string,
    set: UserChange,
    action: 'update' | 'role' | 'status',
  ) =>
    onUser(id, async (tx, before, activeAdminIds) => {
      const t = now();
      const statusChanges = set.status !== undefined && set.status !== before.status;
      if (statusChanges && set.status !== 'active')
        assertMayRemove(actor.id, before, 'suspend', activeAdminIds);
      if (set.role === 'user' && before.role === 'admin')
        assertMayRemove(actor.id, before, 'demote', activeAdminIds);
      const users = adminUsersRepo(tx);
      const verifies = statusChanges && set.status === 'active' && !before.emailVerifiedAt;
      const after = await users.update(id, { ...set, ...(verifies && { emailVerifiedAt: t }), updatedAt: t });
      if (statusChanges && after.status !== 'active')
        await users.revokeSessions(id, `admin_${after.status}`, t);
      const diff = changedFields(auditedUser(before), auditedUser(after));
      if (diff)
        await auditRepo(tx).record({
          adminId: actor.id,
          action: `user.${action}`,
          targetId: id,
          ...diff,
          at: t,
        });
    }).catch(emailTakenOnConflict);

  return {
    view,

    /** A verified seller (the sign-up password rules) on the Free Trial, as a sign-up would be. */
    async create(actor: AuthenticatedUser, body: CreateUserRequest): Promise<AdminUser> {
      const passwordHash = await hashPassword(body.password, ctx.env);
      const t = now();
      const fields = { firstName: body.first_name, lastName: body.last_name, email: body.email };
      const id = await transact(db, async (tx) => {
        const created = await adminUsersRepo(tx).insert({
          ...fields,
          passwordHash,
          role: 'user',
          status: body.status,
          emailVerifiedAt: t,
          createdAt: t,
          updatedAt: t,
        });
        if (!created) throw conflict(adminMessages.emailTaken);
        // Like a seller who signs up: the sign-up plan's trial.
        await subscriptionWriter(tx).startSignupTrial(created, t, t);
        const after = auditView({
          first_name: body.first_name,
          last_name: body.last_name,
          email: body.email,
        });
        await auditRepo(tx).record({
          adminId: actor.id,
          action: 'user.create',
          targetId: created,
          before: null,
          after: { ...after, status: body.status, role: 'user' },
          at: t,
        });
        return created;
      }).catch(emailTakenOnConflict);
      return view(id);
    },

    /** Only first name, last name, email and status; the contract drops every other field of the body. */
    async update(actor: AuthenticatedUser, id: string, body: UpdateUserRequest): Promise<AdminUser> {
      const { first_name: firstName, last_name: lastName, email, status } = body;
      await change(actor, id, { firstName, lastName, email, status }, 'update');
      return view(id);
    },

    async setRole(actor: AuthenticatedUser, id: string, role: UserRole): Promise<AdminUser> {
      await change(actor, id, { role }, 'role');
      return view(id);
    },

    async setStatus(actor: AuthenticatedUser, id: string, status: UserStatus): Promise<AdminUser> {
      await change(actor, id, { status }, 'status');
      return view(id);
    },

    /** The account removed as removeAccount does it (the seller's own deletion too), and audited. */
    async remove(actor: AuthenticatedUser, id: string): Promise<{ message: string }> {
      await onUser(id, async (tx, before, activeAdminIds) => {
        assertMayRemove(actor.id, before, 'delete', activeAdminIds);
        const t = now();
        await removeAccount(tx, id, t, 'admin_deleted');
        await auditRepo(tx).record({
          adminId: actor.id,
          action: 'user.delete',
          targetId: id,
          before: { status: before.status, role: before.role },
          after: { status: 'deleted' },
          at: t,
        });
      });
      return { message: adminMessages.userDeleted };
    },
  };
};
export type AdminUsersService = ReturnType<typeof adminUsersService>;
