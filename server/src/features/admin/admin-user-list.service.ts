import {
  expiringWithinDays,
  joinedFilterDays,
  type AdminUserList,
  type AdminUserListQuery,
} from '@common/contracts/admin';
import { paginationOf } from '@common/contracts/pagination';
import type { AppContext } from '../../context.js';
import { addDays, istDay, istDayStart } from '@common/time/india-calendar';
import { toAdminUser } from './admin-user-view.js';
import { adminUsersRepo, type UserListFilter } from './admin-users.repo.js';

/** GET /api/admin/users. */
export const adminUserListService = (ctx: AppContext) => ({
  /** Newest first, searched by name or email, filtered by date joined and plan state. */
  async list(q: AdminUserListQuery): Promise<AdminUserList> {
    const t = ctx.clock.now();
    const joinedSince =
      q.joined === 'today'
        ? istDayStart(istDay(t))
        : q.joined
          ? addDays(t, -joinedFilterDays[q.joined])
          : undefined;
    const filter: UserListFilter = {
      search: q.search || undefined,
      joinedSince,
      plan: q.plan && {
        state: q.plan,
        now: t,
        expiringUntil: addDays(t, expiringWithinDays),
      },
    };
    const users = adminUsersRepo(ctx.database.db);
    const [rows, total] = await Promise.all([
      users.page(filter, q.limit, (q.page - 1) * q.limit),
      users.total(filter),
    ]);
    return {
      users: rows.map((row) => toAdminUser(row, t)),
      pagination: paginationOf(q.page, q.limit, total),
    };
  },
});
export type AdminUserListService = ReturnType<typeof adminUserListService>;
