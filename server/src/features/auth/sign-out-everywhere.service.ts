import type { AppContext } from '../../context.js';
import { sessionRepo } from './session.repo.js';

/** "Sign out of all devices" (the /account screen): revokes every session of the user, this one too. */
export const signOutEverywhereService = (ctx: AppContext) => {
  const sessions = sessionRepo(ctx.database.db);
  return {
    signOutEverywhere: (userId: string) => sessions.revokeAllForUser(userId, 'logout', ctx.clock.now()),
  };
};
