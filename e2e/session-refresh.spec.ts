import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createSeller, logIn, signInAsNewSeller, storeTokensForNextLoad } from './support/session';

/** What the server would answer for an access token past its lifetime: 401, like this one. */
const expiredAccess = 'expired.access.token';
/** The Web Lock the app's tabs take to renew a session one at a time (client/src/lib/api-client.ts). */
const refreshLock = 'vikreta-session-refresh';

const storedSession = (page: Page) =>
  page.evaluate(() => ({
    access: localStorage.getItem('accessToken'),
    refresh: localStorage.getItem('refreshToken'),
  }));

const renew = (request: APIRequestContext, refreshToken: string | null) =>
  request.post('/api/auth/refresh', { data: { refreshToken } });

/** The API answers the page receives, as 'status path'. */
function answersOf(page: Page): string[] {
  const answers: string[] = [];
  page.on('response', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/api/')) answers.push(`${r.status()} ${path}`);
  });
  return answers;
}

test('an expired access token is renewed once for the calls that meet it, and each call is answered', async ({
  page,
  request,
}) => {
  await signInAsNewSeller(page, request, 'Nikhil', 'Joshi');
  const before = await storedSession(page);
  await page.goto('/keyword-research');
  const usageCard = page.getByTestId('usage-card-1');
  await expect(usageCard).toContainText('0 / 3 calls');
  await page.getByRole('textbox', { name: 'Keyword' }).fill('brass diya');

  const answers = answersOf(page);
  await page.evaluate((access) => localStorage.setItem('accessToken', access), expiredAccess);
  // Two calls leave in the same instant, both with the expired token: a usage refresh and a research.
  await page.evaluate(() => {
    const buttons = [...document.querySelectorAll('button')];
    buttons.find((b) => b.getAttribute('aria-label') === 'Refresh usage')!.click();
    buttons.find((b) => b.textContent?.includes('Research Keywords'))!.click();
  });

  await expect(page.getByRole('heading', { name: 'brass diya' })).toBeVisible();
  await expect(usageCard).toContainText('1 / 3 calls');
  expect(answers.filter((a) => a.startsWith('401')).sort()).toEqual([
    '401 /api/ai/keyword-research',
    '401 /api/user/plan',
  ]);
  expect(answers.filter((a) => a.endsWith('/api/auth/refresh'))).toEqual(['200 /api/auth/refresh']);
  expect(answers.filter((a) => a === '200 /api/ai/keyword-research')).toHaveLength(1);

  const after = await storedSession(page);
  expect(after.access).not.toBe(expiredAccess);
  expect(after.refresh).not.toBe(before.refresh);
  // Refresh tokens rotate: the one the page presented is spent. Presented again within the 10 s reuse
  // interval it gets the same successor the page holds, not a new token.
  const again = await renew(request, before.refresh);
  expect(again.status()).toBe(200);
  expect(((await again.json()) as { refreshToken: string }).refreshToken).toBe(after.refresh);
});

test('a refresh token presented twice ends the session on every device (reuse detection)', async ({
  page,
  request,
}) => {
  const seller = await createSeller(request, 'Lakshmi', 'Menon');
  const session = await logIn(page, request, seller.email, seller.password);
  // A copy of the refresh token (another device, or a thief) renews first, and renews again, so the page's
  // token is no longer the immediate predecessor of the newest one (no reuse interval applies).
  const copy = await renew(request, session.refreshToken);
  expect(copy.status()).toBe(200);
  const copyNext = await renew(request, ((await copy.json()) as { refreshToken: string }).refreshToken);
  expect(copyNext.status()).toBe(200);
  const { refreshToken: copyRefresh } = (await copyNext.json()) as { refreshToken: string };

  await storeTokensForNextLoad(page, { access: expiredAccess });
  const answers = answersOf(page);
  await page.goto('/dashboard');
  await expect(page.getByText('Authentication failed', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await storedSession(page)).toEqual({ access: null, refresh: null });
  // One refresh, refused; the call that met the 401 is not sent again.
  // (The landing page it ends on loads its public content; those calls are left out.)
  expect(answers.filter((a) => a.includes('/api/auth/'))).toEqual([
    '401 /api/auth/user',
    '401 /api/auth/refresh',
  ]);
  // The whole session is revoked: the copy's newer refresh token is refused as well.
  expect((await renew(request, copyRefresh)).status()).toBe(401);
});

// The second tab may get the lock just after the first has stored the rotated tokens but before Chromium
// passes that local-storage write to it, and so present the spent refresh token: the server's 10-second
// reuse interval hands it the same new pair instead of revoking the session (about half the runs took that
// path before the interval existed, and both tabs ended on 'Authentication failed').
test('two tabs meeting an expired access token together renew it once, and the session stays valid', async ({
  page,
  context,
  request,
}) => {
  const seller = await createSeller(request, 'Ishaan', 'Verma');
  await logIn(page, request, seller.email, seller.password);
  const second = await context.newPage();
  // A third tab holds the cross-tab refresh lock, as a tab does while it renews, so that both tabs surely
  // meet the 401 before either can renew.
  const holder = await context.newPage();
  await holder.goto('/no/such/page');
  await holder.evaluate(
    (lock) =>
      new Promise<void>((held) => {
        void navigator.locks.request(
          lock,
          () =>
            new Promise<void>((release) => {
              (window as unknown as { releaseLock: () => void }).releaseLock = release;
              held();
            }),
        );
      }),
    refreshLock,
  );
  // The two tabs' answers (the holder's own user check may still be arriving: it is not one of them).
  const answers: string[] = [];
  context.on('response', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/api/auth/') && r.frame().page() !== holder) answers.push(`${r.status()} ${path}`);
  });
  // Local storage is shared by the tabs: both start with the expired token.
  await storeTokensForNextLoad(page, { access: expiredAccess });
  await Promise.all([page.goto('/history'), second.goto('/trending')]);
  await expect.poll(() => answers).toEqual(['401 /api/auth/user', '401 /api/auth/user']);
  await holder.evaluate(() => (window as unknown as { releaseLock: () => void }).releaseLock());

  await expect(page.getByRole('heading', { name: 'Activity History', level: 1 })).toBeVisible();
  await expect(second.getByTestId('product-count')).toHaveText('28 products');
  // One tab renewed; the other, next in line for the lock, took the new tokens, or (when the storage write
  // had not reached it yet) presented the spent one inside the reuse interval and got the same pair.
  const renewals = answers.filter((a) => a.endsWith('/api/auth/refresh'));
  expect(renewals.length).toBeGreaterThanOrEqual(1);
  expect(renewals.every((a) => a === '200 /api/auth/refresh')).toBe(true);
  // Had the second tab presented the spent token, the server would have revoked the session.
  const { refresh } = await storedSession(second);
  expect((await renew(request, refresh)).status()).toBe(200);
});
