import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { e2eAdmin } from '../../playwright.config';
import { linkFromMail } from './outbox';

export const sellerPassword = 'mango-lassi-42';
let counter = 0;

/** A distinct client address per simulated seller (the e2e server trusts one proxy hop). */
export const sellerIp = () => `198.51.100.${(Date.now() + ++counter) % 250}`;

/** Puts a session where the app keeps it (local storage), the way a login does. */
async function storeSession(page: Page, accessToken: string, refreshToken: string) {
  await page.goto('/');
  await page.evaluate(
    ([access, refresh]) => {
      localStorage.setItem('accessToken', access);
      localStorage.setItem('refreshToken', refresh);
    },
    [accessToken, refreshToken] as const,
  );
}

async function logIn(page: Page, request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.ok(), `login as ${email} answered ${res.status()}`).toBe(true);
  const { accessToken, refreshToken } = (await res.json()) as { accessToken: string; refreshToken: string };
  await storeSession(page, accessToken, refreshToken);
  return accessToken;
}

/** Signs in as the e2e server's admin through the API. */
export async function signInAsAdmin(page: Page, request: APIRequestContext): Promise<void> {
  await logIn(page, request, e2eAdmin.email, e2eAdmin.password);
}

/**
 * A new seller on the Free Trial, through the real API: sign up, follow the mailed verification link,
 * log in. Returns the access token for API calls made on the seller's behalf.
 */
export async function signInAsNewSeller(
  page: Page,
  request: APIRequestContext,
  firstName: string,
  lastName: string,
) {
  const email = `${firstName.toLowerCase()}.${Date.now()}${++counter}@example.in`;
  const registered = await request.post('/api/auth/register', {
    data: { firstName, lastName, email, password: sellerPassword },
    headers: { 'x-forwarded-for': sellerIp() },
  });
  expect(registered.ok(), `register answered ${registered.status()}`).toBe(true);
  const token = new URL(await linkFromMail(email, '/verify-email')).searchParams.get('token');
  expect((await request.get(`/api/auth/verify-email/${token}`)).ok()).toBe(true);
  return logIn(page, request, email, sellerPassword);
}
