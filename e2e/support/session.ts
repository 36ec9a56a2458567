import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { e2eAdmin, e2eBaseUrl, e2eDataDir } from '../../playwright.config';
import { linkFromMail } from './outbox';

export const sellerPassword = 'mango-lassi-42';
let counter = 0;

/** Where a seller is created: its address (for pages) and data folder (for the mail outbox). */
export interface ServerUnderTest {
  url: string;
  dataDir: string;
}
/** The e2e server that Playwright starts for the whole run. */
export const sharedServer: ServerUnderTest = { url: e2eBaseUrl, dataDir: e2eDataDir };

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/** A distinct client address per simulated seller (the e2e server trusts one proxy hop). */
export const sellerIp = () => `198.51.100.${(Date.now() + ++counter) % 250}`;

/** Puts a session where the app keeps it (local storage), the way a login does. */
async function storeSession(page: Page, session: TokenPair, server: ServerUnderTest) {
  // A page where the app runs (a visitor's landing page runs without it), so that a test can move on inside the
  // app. The prerendered login page is taken over once its code has arrived: tokens stored before then would be
  // read half-way through (the app would start a session by itself, not when the test moves on).
  await page.goto(`${server.url}/login`);
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    ([access, refresh]) => {
      localStorage.setItem('accessToken', access);
      localStorage.setItem('refreshToken', refresh);
    },
    [session.accessToken, session.refreshToken] as const,
  );
}

/** Logs in through the API (the `request` of `server`) and stores the session in the page. */
export async function logIn(
  page: Page,
  request: APIRequestContext,
  email: string,
  password: string,
  server = sharedServer,
): Promise<TokenPair> {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.ok(), `login as ${email} answered ${res.status()}`).toBe(true);
  const { accessToken, refreshToken } = (await res.json()) as TokenPair;
  await storeSession(page, { accessToken, refreshToken }, server);
  return { accessToken, refreshToken };
}

/** Signs in as the e2e server's admin through the API. */
export async function signInAsAdmin(
  page: Page,
  request: APIRequestContext,
  server = sharedServer,
): Promise<void> {
  await logIn(page, request, e2eAdmin.email, e2eAdmin.password, server);
}

/** A new, verified seller on the Free Trial, through the real API: sign up, follow the mailed link. */
export async function createSeller(
  request: APIRequestContext,
  firstName: string,
  lastName: string,
  server = sharedServer,
): Promise<{ email: string; password: string }> {
  const email = `${firstName.toLowerCase()}.${Date.now()}${++counter}@example.in`;
  const registered = await request.post('/api/auth/register', {
    data: { firstName, lastName, email, password: sellerPassword },
    headers: { 'x-forwarded-for': sellerIp() },
  });
  expect(registered.ok(), `register answered ${registered.status()}`).toBe(true);
  const token = new URL(await linkFromMail(email, '/verify-email', server.dataDir)).searchParams.get('token');
  expect((await request.get(`/api/auth/verify-email/${token}`)).ok()).toBe(true);
  return { email, password: sellerPassword };
}

/**
 * A new seller on the Free Trial (see createSeller), logged in with the session stored in the page.
 * Returns the access token for API calls made on the seller's behalf.
 */
export async function signInAsNewSeller(
  page: Page,
  request: APIRequestContext,
  firstName: string,
  lastName: string,
  server = sharedServer,
): Promise<string> {
  const { email, password } = await createSeller(request, firstName, lastName, server);
  return (await logIn(page, request, email, password, server)).accessToken;
}

/**
 * Puts tokens in the stored session from a page of the app's origin where the app does not run (an API
 * answer), so that no open screen acts on them before the next page load.
 */
export async function storeTokensForNextLoad(
  page: Page,
  tokens: { access: string; refresh?: string },
): Promise<void> {
  await page.goto('/api/ready');
  await page.evaluate(({ access, refresh }) => {
    localStorage.setItem('accessToken', access);
    if (refresh) localStorage.setItem('refreshToken', refresh);
  }, tokens);
}
