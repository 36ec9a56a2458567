import { accountMessages, type Profile, type ProfileUpdate } from '@common/contracts/account';
import type { MessageResponse } from '@common/contracts/auth';
import { stateByName } from '@common/gst/states';
import type { AppContext } from '../../context.js';
import { unauthorized } from '../../lib/errors.js';
import type { AuthService } from '../auth/auth.service.js';
import { accountRepo } from './account.repo.js';

type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof accountRepo>['profile']>>>;

const toProfile = (row: Row): Profile => ({
  ...row,
  state: row.state ? (stateByName(row.state)?.name ?? null) : null,
});

/** The /account screen: profile (names, phone, business, GSTIN, state) and signing out everywhere. */
export const accountService = (ctx: AppContext, { auth }: { auth: AuthService }) => {
  const repo = accountRepo(ctx.database.db);
  const sessions = auth.sessions;
  return {
    async profile(userId: string): Promise<Profile> {
      const row = await repo.profile(userId);
      if (!row) throw unauthorized();
      return toProfile(row);
    },

    async update(userId: string, input: ProfileUpdate): Promise<Profile> {
      const row = await repo.update(userId, input, ctx.clock.now());
      if (!row) throw unauthorized();
      return toProfile(row);
    },

    async signOutEverywhere(userId: string): Promise<MessageResponse> {
      await sessions.signOutEverywhere(userId);
      return { message: accountMessages.signedOutEverywhere };
    },
  };
};
export type AccountService = ReturnType<typeof accountService>;
