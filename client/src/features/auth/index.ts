// The auth feature's public entry: who is signed in, signing out, and the session-expiry watcher.
export { userQuery, useSession, type Session, type SessionUser } from './api/user-api';
export { useSignOut } from './api/logout-api';
export { SessionExpiry } from './session-expiry';
