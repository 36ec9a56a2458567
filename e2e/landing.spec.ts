import { expect, test, type Page } from '@playwright/test';
import { startAppServer, type AppServer } from './support/app-server';
import { loadScreenCode, navigateInApp } from './support/app-navigation';
import { signInAsNewSeller } from './support/session';

interface CmsContent {
  hero: { title: string; subtitle: string };
  features: { title: string; description: string; icon: string }[];
}

const pricing = (page: Page) => page.locator('#pricing');
/** The built-in hero title and feature titles (common/src/constants/cms-defaults.ts). */
const defaultHeroTitle = 'Sell more on Amazon, Flipkart, Meesho and every Indian marketplace';
const defaultFeatureTitles = ['Keyword Research', 'Competitor Analysis', 'Listing Optimization'];

/**
 * Opens the landing page of `server` after stopping it: the page's code is loaded while the server is up
 * (from /login), the content and pricing calls then find nobody listening. Resolves once `path` has
 * failed twice: the first call and its one retry.
 */
async function openLandingWhileDown(page: Page, server: AppServer, path: string) {
  let failed = 0;
  page.on('requestfailed', (r) => {
    if (new URL(r.url()).pathname === path) failed++;
  });
  await page.goto(`${server.url}/login`);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await loadScreenCode(page, 'landing-page', 'landing-sections');
  await server.stop();
  await navigateInApp(page, '/');
  await expect.poll(() => failed, { message: `${path} tried twice`, timeout: 10_000 }).toBe(2);
}

test('the landing page shows the hero and the three features from the content service', async ({
  page,
  request,
}) => {
  const content = (await (await request.get('/api/cms/content')).json()) as CmsContent;
  expect(content.features).toHaveLength(3);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: content.hero.title })).toBeVisible();
  await expect(page.getByText(content.hero.subtitle, { exact: true })).toBeVisible();
  const features = page.locator('#features');
  for (const feature of content.features) {
    await expect(features.getByRole('heading', { name: feature.title, exact: true })).toBeVisible();
    // Descriptions are rich text: the card shows their words, formatted.
    const words = feature.description.replace(/<[^>]*>/g, '').replace(/&amp;/g, '&');
    await expect(features.getByRole('listitem').filter({ hasText: feature.title })).toContainText(words);
  }
});

// The content is checked against what the real content service answers, whatever an earlier journey saved
// (e2e/content-cms.spec.ts edits it through the back office).

test('when the content service cannot be reached, the hero and features are the built-in defaults', async ({
  page,
}) => {
  const server = await startAppServer();
  try {
    await openLandingWhileDown(page, server, '/api/cms/content');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(defaultHeroTitle);
    for (const title of defaultFeatureTitles) {
      await expect(
        page.locator('#features').getByRole('heading', { name: title, exact: true }),
      ).toBeVisible();
    }
  } finally {
    await server.close();
  }
});

test('the stats strip shows the four figures', async ({ page }) => {
  await page.goto('/');
  const stats = page.getByRole('region', { name: 'Vikreta in numbers' });
  for (const figure of ['5,000+', '200%', '15M+', '24/7']) {
    await expect(stats.getByText(figure, { exact: true })).toBeVisible();
  }
});

test('pricing shows the four seeded plans, Most Popular on Professional', async ({ page }) => {
  await page.goto('/');
  for (const name of ['Free Trial', 'Starter', 'Professional', 'Enterprise']) {
    await expect(pricing(page).getByRole('listitem', { name, exact: true })).toBeVisible();
  }
  const professional = pricing(page).getByRole('listitem', { name: 'Professional', exact: true });
  await expect(professional.getByText('Most Popular')).toBeVisible();
  await expect(pricing(page).getByText('Most Popular')).toHaveCount(1);
  await expect(professional).toContainText('₹1,499');
  await expect(professional).toContainText('Keyword Research: 500 calls per month');
  await expect(professional).toContainText('Unlimited Business Calculator use');
  await expect(pricing(page).getByRole('listitem', { name: 'Free Trial', exact: true })).toContainText(
    '3 calls during the trial',
  );
  await expect(pricing(page).getByRole('listitem', { name: 'Enterprise', exact: true })).toContainText(
    'Keyword Research: Unlimited',
  );
});

test('pricing falls back to the built-in plans when the pricing service cannot be reached', async ({
  page,
}) => {
  const server = await startAppServer();
  try {
    await openLandingWhileDown(page, server, '/api/public/pricing-plans');
    await expect(pricing(page).getByRole('listitem', { name: 'Starter', exact: true })).toContainText('$29');
    await expect(pricing(page).getByRole('listitem', { name: 'Professional', exact: true })).toContainText(
      '$79',
    );
    await expect(pricing(page).getByRole('listitem', { name: 'Enterprise', exact: true })).toContainText(
      '$199',
    );
    await expect(pricing(page).getByRole('note')).toContainText('Live prices could not be loaded just now');
  } finally {
    await server.close();
  }
});

test('the FAQ answers the 14-day free trial question', async ({ page }) => {
  await page.goto('/#faq');
  const faq = page.locator('#faq');
  await expect(faq.getByText('How does the 14-day free trial work?')).toBeVisible();
  await expect(faq).toContainText('no card is required');
});

test('the top navigation links to the sections, and Login and Get Started go to /login', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [label, hash] of [
    ['Features', '#features'],
    ['Pricing', '#pricing'],
    ['FAQ', '#faq'],
  ] as const) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', hash);
  }
  await expect(nav.getByRole('link', { name: 'Get Started', exact: true })).toHaveAttribute('href', '/login');
  await nav.getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('at 390 px nothing overflows sideways and the menu opens', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(pricing(page).getByRole('listitem', { name: 'Enterprise', exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('#landing-menu').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/#faq$/);
  await expect(page.locator('#landing-menu')).toBeHidden();
});

test('the trial buttons start a sign-up, and the public pages have their own titles', async ({ page }) => {
  const server = await startAppServer();
  try {
    await page.goto(`${server.url}/`);
    await expect(page).toHaveTitle('Vikreta · Seller toolkit for Indian marketplaces');
    await expect(page.getByRole('link', { name: 'Start your 14-day free trial' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(page.getByRole('link', { name: 'Get Started free' })).toHaveAttribute('href', '/signup');
    const trialCard = page.getByRole('link', { name: 'Start free trial with Free Trial' });
    await expect(trialCard).toHaveAttribute('href', '/signup');
    // The spec's Get Started on a paid plan still goes to /login.
    await expect(page.getByRole('link', { name: 'Get Started with Starter' })).toHaveAttribute(
      'href',
      '/login',
    );
    await trialCard.click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page).toHaveTitle('Start your free trial · Vikreta');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /14-day free trial/);
    await page.goto(`${server.url}/login`);
    await expect(page).toHaveTitle('Log in · Vikreta');
  } finally {
    await server.close();
  }
});

test("a visitor's landing page runs without the app's code; a signed-in seller who opens it goes home", async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await expect(page.locator('#pricing')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.some((path) => /^\/assets\/landing-island-[\w-]{8}\.js$/.test(path))).toBe(true);
  expect(scripts.filter((path) => /^\/assets\/index-[\w-]{8}\.js$/.test(path))).toEqual([]);

  await signInAsNewSeller(page, request, 'Meera', 'Iyer');
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Meera');
});
