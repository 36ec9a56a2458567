import { expect, test, type Page } from '@playwright/test';
import { linkFromMail } from './support/outbox';
import { sellerIp, storeTokensForNextLoad } from './support/session';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('sign up, verify by the mailed link, log in, see the greeting, sign out', async ({ page }) => {
  const email = `kavya.${unique()}@example.in`;
  await page.goto('/');
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Kavya');
  await page.getByLabel('Last name').fill('Nair');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('mango-lassi-42');
  await page.getByLabel('Confirm password').fill('mango-lassi-4');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm password').fill('mango-lassi-42');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  await logIn(page, email, 'mango-lassi-42');
  await expect(page.getByText('Your email is not verified yet')).toBeVisible();

  const link = await linkFromMail(email, '/verify-email');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Login' }).click();

  await logIn(page, email, 'mango-lassi-42');
  await expect(page.getByText('Logged in successfully!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Kavya!' })).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('forgot password, reset by the mailed link: the old password fails, the new one works', async ({
  page,
  request,
}) => {
  const email = `rohan.${unique()}@example.in`;
  await request.post('/api/auth/register', {
    data: { firstName: 'Rohan', lastName: 'Das', email, password: 'old-chai-pass-1' },
    headers: { 'x-forwarded-for': sellerIp() },
  });
  await page.goto(await linkFromMail(email, '/verify-email'));
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();

  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  await page.goto(await linkFromMail(email, '/reset-password'));
  await page.getByLabel('New password').fill('new-filter-coffee-2');
  await page.getByLabel('Confirm password').fill('new-filter-coffee-2');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('heading', { name: 'Password reset' })).toBeVisible();

  await logIn(page, email, 'old-chai-pass-1');
  await expect(page.getByText('Invalid email or password', { exact: true })).toBeVisible();
  await logIn(page, email, 'new-filter-coffee-2');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Rohan!' })).toBeVisible();
});

test('the reset and verify screens explain a link without a token', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText('Invalid reset link. No token found.')).toBeVisible();
  await page.goto('/verify-email');
  await expect(page.getByText('Invalid verification link. No token found.')).toBeVisible();
});

test('a session whose refresh fails is cleared with Authentication failed, back to the home page', async ({
  page,
}) => {
  await storeTokensForNextLoad(page, { access: 'expired.or.forged', refresh: 'revoked-refresh-token' });
  await page.goto('/dashboard');
  await expect(page.getByText('Authentication failed', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(
    await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')]),
  ).toEqual([null, null]);
});

test('signing out in one tab signs the other tab out too', async ({ page, context, request }) => {
  const email = `tabs.${unique()}@example.in`;
  await request.post('/api/auth/register', {
    data: { firstName: 'Tara', lastName: 'Sen', email, password: 'two-tabs-chai-1' },
    headers: { 'x-forwarded-for': sellerIp() },
  });
  await page.goto(await linkFromMail(email, '/verify-email'));
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  await logIn(page, email, 'two-tabs-chai-1');
  await expect(page).toHaveURL(/\/dashboard$/);
  const other = await context.newPage();
  await other.goto('/history');
  await expect(other.getByRole('heading', { name: 'Activity History' })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(other).toHaveURL(/\/$/);
  await other.goto('/history');
  await expect(other).toHaveURL(/\/login$/);
});
