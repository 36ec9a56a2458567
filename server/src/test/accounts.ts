import { eq } from 'drizzle-orm';
import type { LoginResponse } from '@common/contracts/auth';
import * as t from '../db/schema/index.js';
import type { TestApp } from './test-app.js';

let counter = 0;
let ipCounter = 0;
/** A distinct address (10.0.x.y) per call, so tests never trip the per-IP limits of one another. */
export const nextIp = () => {
  ipCounter++;
  return `10.0.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

export const strongPassword = 'Mango-Lassi-42';

export function uniqueEmail(prefix = 'seller'): string {
  counter++;
  return `${prefix}.${counter}.${Date.now().toString(36)}@example.in`;
}

export function post(
  h: TestApp,
  url: string,
  payload: unknown,
  options: { ip?: string; token?: string } = {},
) {
  return h.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    remoteAddress: options.ip ?? nextIp(),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
}

export function getUser(h: TestApp, accessToken: string) {
  return h.app.inject({ url: '/api/auth/user', headers: { authorization: `Bearer ${accessToken}` } });
}

export async function register(
  h: TestApp,
  overrides: Partial<{ email: string; password: string; firstName: string }> = {},
) {
  const body = {
    firstName: 'Priya',
    lastName: 'Sharma',
    email: uniqueEmail(),
    password: strongPassword,
    ...overrides,
  };
  const res = await post(h, '/api/auth/register', body, { ip: nextIp() });
  return { res, email: body.email.trim().toLowerCase(), password: body.password };
}

/** Signs up and follows the mailed verification link. */
export async function registerVerified(h: TestApp, overrides: Parameters<typeof register>[1] = {}) {
  const account = await register(h, overrides);
  const token = await h.mail.latestToken(account.email, '/verify-email');
  const res = await h.app.inject(`/api/auth/verify-email/${token}`);
  if (res.statusCode !== 200) throw new Error(`verify failed: ${res.body}`);
  return account;
}

export async function login(
  h: TestApp,
  email: string,
  password: string,
  ip = '127.0.0.1',
): Promise<LoginResponse> {
  const res = await post(h, '/api/auth/login', { email, password }, { ip });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A verified seller, logged in. */
export async function signedIn(h: TestApp) {
  const account = await registerVerified(h);
  return { ...account, ...(await login(h, account.email, account.password)) };
}

export async function userRow(h: TestApp, email: string) {
  const [row] = await h.db.select().from(t.users).where(eq(t.users.email, email));
  return row!;
}
