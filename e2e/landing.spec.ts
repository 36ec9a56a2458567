import { expect, test, type Page } from '@playwright/test';

interface CmsContent {
  hero: { title: string; subtitle: string };
  features: { title: string; description: string; icon: string }[];
}

const failingJson = {
  status: 500,
  contentType: 'application/json',
  body: '{"code":"INTERNAL","message":"down"}',
};
const pricing = (page: Page) => page.locator('#pricing');

test('the landing page shows the hero and the three features from the content service', async ({
  page,
  request,
}) => {
  const content = (await (await request.get('/api/cms/content')).json()) as CmsContent;
  expect(content.features).toHaveLength(3);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: content.hero.title })).toBeVisible();
  const features = page.locator('#features');
  for (const feature of content.features) {
    await expect(features.getByRole('heading', { name: feature.title, exact: true })).toBeVisible();
  }
});

test('hero and features follow the content service, and fall back to the defaults when it fails', async ({
  page,
}) => {
  const custom: CmsContent = {
    hero: { title: 'Diwali sale ready listings', subtitle: 'Custom subtitle from the CMS' },
    features: [
      { title: 'Alpha tool', description: 'First', icon: 'Search' },
      { title: 'Beta tool', description: 'Second', icon: 'Nope' },
      { title: 'Gamma tool', description: 'Third', icon: 'Package' },
    ],
  };
  await page.route('**/api/cms/content', (route) => route.fulfill({ json: custom }));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: custom.hero.title })).toBeVisible();
  await expect(page.getByText(custom.hero.subtitle)).toBeVisible();
  for (const title of ['Alpha tool', 'Beta tool', 'Gamma tool']) {
    await expect(page.locator('#features').getByRole('heading', { name: title })).toBeVisible();
  }

  await page.unroute('**/api/cms/content');
  await page.route('**/api/cms/content', (route) => route.fulfill(failingJson));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Indian marketplace');
  await expect(
    page.locator('#features').getByRole('heading', { name: 'Keyword Research', exact: true }),
  ).toBeVisible();
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
  await expect(professional).toContainText('Rs.1,499');
  await expect(professional).toContainText('Keyword Research: 500 calls per month');
  await expect(professional).toContainText('Unlimited Business Calculator use');
  await expect(pricing(page).getByRole('listitem', { name: 'Free Trial', exact: true })).toContainText(
    '3 calls during the trial',
  );
  await expect(pricing(page).getByRole('listitem', { name: 'Enterprise', exact: true })).toContainText(
    'Keyword Research: Unlimited',
  );
});

test('pricing falls back to the built-in plans when the pricing service fails', async ({ page }) => {
  await page.route('**/api/public/pricing-plans', (route) => route.fulfill(failingJson));
  await page.goto('/');
  await expect(pricing(page).getByRole('listitem', { name: 'Starter', exact: true })).toContainText('$29');
  await expect(pricing(page).getByRole('listitem', { name: 'Professional', exact: true })).toContainText(
    '$79',
  );
  await expect(pricing(page).getByRole('listitem', { name: 'Enterprise', exact: true })).toContainText(
    '$199',
  );
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
