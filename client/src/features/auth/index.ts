// The auth feature's public entry: who is signed in, signing out, and the session-expiry watcher.
export { userQuery, useSession, type Session, type SessionUser } from './api/get-user';
export { useSignOut } from './api/logout';
export { SessionExpiry } from './session-expiry';
