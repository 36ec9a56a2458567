import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { e2eAdmin } from '../../playwright.config';

/** Signs in as the e2e server's admin through the API and puts the tokens where the app keeps them. */
export async function signInAsAdmin(page: Page, request: APIRequestContext): Promise<void> {
  const res = await request.post('/api/auth/login', { data: e2eAdmin });
  expect(res.ok(), `login as ${e2eAdmin.email} answered ${res.status()}`).toBe(true);
  const { accessToken, refreshToken } = (await res.json()) as { accessToken: string; refreshToken: string };
  await page.goto('/');
  await page.evaluate(
    ([access, refresh]) => {
      localStorage.setItem('accessToken', access);
      localStorage.setItem('refreshToken', refresh);
    },
    [accessToken, refreshToken] as const,
  );
}
