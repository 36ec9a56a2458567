import { expect, test } from './support/own-server';
import type { Page } from '@playwright/test';
import { confirmInDialog, expectToast } from './support/admin';
import { signInAsAdmin } from './support/session';

const planCard = (page: Page, name: string) => page.getByTestId('plan-card').filter({ hasText: name });

/** The public pricing as a visitor sees it on the landing page. */
async function publicPlan(page: Page, name: string) {
  const visitor = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  const landing = await visitor.newPage();
  await landing.goto('/#pricing');
  await expect(landing.locator('#pricing').getByRole('heading').first()).toBeVisible();
  const card = landing.locator('#pricing').getByLabel(name, { exact: true });
  return { landing, card, close: () => visitor.close() };
}

test('an admin creates, edits, deactivates and deletes a plan, and the public pricing follows', async ({
  page,
  request,
  server,
}) => {
  const name = `Growth ${Date.now() % 100000}`;
  await signInAsAdmin(page, request, server);
  await page.goto('/admin-plans');
  await expect(page.getByText('Revenue Potential')).toBeVisible();

  // Create New Plan starts from a new plan's defaults; ticking Unlimited hides that tool's monthly limit.
  await page.getByRole('button', { name: 'Create New Plan' }).click();
  const form = page.getByRole('dialog', { name: 'Create New Plan' });
  await expect(form.getByLabel('Price')).toHaveValue('0');
  await expect(form.getByLabel('Currency')).toHaveValue('USD');
  await expect(form.getByLabel('Billing Period')).toHaveValue('month');
  await expect(form.getByLabel('Active')).toBeChecked();
  await expect(form.getByLabel('Popular')).not.toBeChecked();
  await form.getByLabel('Plan Name').fill(name);
  await form.getByLabel('Description').fill('For sellers growing past their first marketplace.');
  await form.getByLabel('Price').fill('799');
  await form.getByLabel('Currency').selectOption('INR');
  await form.getByLabel('Sort Order').fill('5');
  await form.getByLabel('Keyword Research monthly limit').fill('250');
  await expect(form.getByText('Leave empty for unlimited access').first()).toBeVisible();
  await form.getByRole('checkbox', { name: 'Unlimited' }).nth(1).check();
  await expect(form.getByLabel('Product Research monthly limit')).toHaveCount(0);
  await form.getByRole('button', { name: 'Create Plan' }).click();
  await expectToast(page, 'Plan created successfully');
  await expect(planCard(page, name)).toContainText('₹799/month');
  await expect(planCard(page, name)).toContainText('Billed monthly');
  await expect(planCard(page, name)).toContainText('Display priority 5');
  await expect(planCard(page, name).getByText('Keyword Research').locator('..')).toContainText('250');
  await expect(planCard(page, name).getByText('Product Research').locator('..')).toContainText('Unlimited');

  let pricing = await publicPlan(page, name);
  await expect(pricing.card).toContainText('799');
  await pricing.close();

  // Edit: the new price shows on the public pricing at once.
  await planCard(page, name)
    .getByRole('button', { name: `Edit Plan ${name}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Plan' });
  await expect(edit.getByLabel('Plan Name')).toHaveValue(name);
  await expect(edit.getByLabel('Keyword Research monthly limit')).toHaveValue('250');
  await edit.getByLabel('Price').fill('899');
  await edit.getByRole('button', { name: 'Update Plan' }).click();
  await expectToast(page, 'Plan updated successfully');
  await expect(planCard(page, name)).toContainText('₹899/month');
  pricing = await publicPlan(page, name);
  await expect(pricing.card).toContainText('899');
  await pricing.close();

  // Deactivate: Inactive here, gone from the public pricing.
  await planCard(page, name)
    .getByRole('button', { name: `Edit Plan ${name}` })
    .click();
  await page.getByRole('dialog', { name: 'Edit Plan' }).getByLabel('Active').uncheck();
  await page.getByRole('dialog', { name: 'Edit Plan' }).getByRole('button', { name: 'Update Plan' }).click();
  await expectToast(page, 'Plan updated successfully');
  await expect(planCard(page, name)).toContainText('Inactive');
  pricing = await publicPlan(page, name);
  await expect(pricing.landing.locator('#pricing').getByText('Professional').first()).toBeVisible();
  await expect(pricing.card).toHaveCount(0);
  await pricing.close();

  // Delete, after the spec's question.
  await planCard(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await confirmInDialog(page, 'Are you sure you want to delete this plan?', 'Delete');
  await expectToast(page, 'Plan deleted successfully');
  await expect(planCard(page, name)).toHaveCount(0);
});

test('a plan with subscribers is not deleted: the server says to deactivate it', async ({
  page,
  request,
  server,
}) => {
  await signInAsAdmin(page, request, server);
  const admin = { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('accessToken'))}` };
  // A plan of its own, so its count is this journey's seller alone whatever other journeys did.
  const name = `Team ${Date.now() % 100000}`;
  const fields = { name, description: 'For a team of sellers.', price: 999, sort_order: 9, currency: 'INR' };
  const created = await request.post('/api/admin/pricing/plans', { headers: admin, data: fields });
  expect(created.status()).toBe(201);
  const plan = (await created.json()) as { id: string };
  const seller = await request.post('/api/admin/users', {
    headers: admin,
    data: {
      first_name: 'Tara',
      last_name: 'Das',
      email: `tara.${Date.now()}@example.in`,
      password: 'mango-lassi-42',
    },
  });
  const { id } = (await seller.json()) as { id: string };
  expect(
    (await request.post(`/api/admin/users/${id}/plan`, { headers: admin, data: { planId: plan.id } })).ok(),
  ).toBe(true);

  await page.goto('/admin-plans');
  await expect(planCard(page, name)).toContainText(/\b1 subscriber(?!s)/);
  await planCard(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await confirmInDialog(page, 'Are you sure you want to delete this plan?', 'Delete');
  await expectToast(page, 'This plan has subscribers and cannot be deleted. Deactivate it instead.');
  await expect(planCard(page, name)).toBeVisible();
  // As the server advises: deactivated, the plan leaves the public pricing.
  const deactivated = await request.put(`/api/admin/pricing/plans/${plan.id}`, {
    headers: admin,
    data: { ...fields, is_active: false },
  });
  expect(deactivated.ok()).toBe(true);
});
