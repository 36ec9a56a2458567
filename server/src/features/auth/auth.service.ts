import type { AppContext } from '../../context.js';
import { authGuards } from '../../lib/auth.js';
import type { BackgroundWork } from '../../lib/background.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import { authDeps } from './auth.deps.js';
import { passwordService } from './password.service.js';
import { sessionService } from './session.service.js';
import { signupService } from './signup.service.js';

/** The auth feature: sign-up, sessions and passwords, and the route guards every feature uses. */
export const authService = (
  ctx: AppContext,
  { limiter, background }: { limiter: RateLimiter; background: BackgroundWork },
) => {
  const deps = authDeps(ctx, limiter, background);
  const sessions = sessionService(deps);
  return {
    signup: signupService(deps),
    sessions,
    passwords: passwordService(deps),
    guards: authGuards(sessions.authenticate),
  };
};
export type AuthService = ReturnType<typeof authService>;
