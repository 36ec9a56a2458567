import { expect, test, type Page } from '@playwright/test';
import { navigateInApp } from './support/app-navigation';
import { confirmInDialog, expectToast, sellerWindow } from './support/admin';
import { logIn, sellerPassword, signInAsAdmin } from './support/session';

const userRow = (page: Page, email: string) => page.getByTestId('user-row').filter({ hasText: email });

async function editUser(
  page: Page,
  email: string,
  name: string,
  change: (dialog: ReturnType<Page['getByRole']>) => Promise<unknown>,
) {
  await page
    .getByRole('button', { name: `Edit ${name}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  await change(dialog);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(userRow(page, email)).toBeVisible();
}

test('an admin creates a seller, edits, assigns and removes a plan, suspends and deletes them', async ({
  page,
  request,
  browser,
}) => {
  const email = `kavya.${Date.now()}@example.in`;
  await signInAsAdmin(page, request);
  await page.goto('/admin-users');
  await expect(page.getByText('Manage users, subscriptions, and user data')).toBeVisible();

  // Create New User: the account is verified, so the seller can sign in at once.
  await page.getByRole('button', { name: 'Create New User' }).click();
  const create = page.getByRole('dialog', { name: 'Create New User' });
  await create.getByLabel('First Name').fill('Kavya');
  await create.getByLabel('Last Name').fill('Iyer');
  await create.getByLabel('Email').fill(email);
  await create.getByLabel('Password').fill(sellerPassword);
  await create.getByRole('button', { name: 'Create User' }).click();
  await expectToast(page, 'User created successfully');
  await expect(create).toBeHidden();

  await page.getByPlaceholder('Search by name or email').fill(email);
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await expect(userRow(page, email)).toContainText('Kavya Iyer');
  await expect(userRow(page, email)).toContainText('Free Trial');
  await expect(userRow(page, email)).toContainText('14 days left');

  // The seller's own window, on the trial: 3 calls per AI tool.
  const seller = await sellerWindow(browser);
  await logIn(seller, seller.request, email, sellerPassword);
  await seller.goto('/dashboard');
  await expect(seller.getByTestId('usage-total')).toHaveText('0 / 9');

  // Edit: the name changes in the list.
  await editUser(page, email, 'Kavya Iyer', (dialog) => dialog.getByLabel('Last Name').fill('Raman'));
  await expectToast(page, 'User updated successfully');
  await expect(userRow(page, email)).toContainText('Kavya Raman');

  // Assign Professional from the plan selector: the seller's limits change at once.
  await editUser(page, email, 'Kavya Raman', (dialog) =>
    dialog.getByLabel('Plan').selectOption({ label: 'Professional' }),
  );
  await expectToast(page, 'Plan assigned successfully');
  await expect(userRow(page, email)).toContainText('Professional');
  await seller.reload();
  await expect(seller.getByTestId('usage-total')).toHaveText('0 / 1,500');

  // Back to Free: the plan is removed and the trial's days come back.
  await editUser(page, email, 'Kavya Raman', (dialog) =>
    dialog.getByLabel('Plan').selectOption({ label: 'Free' }),
  );
  await expectToast(page, 'Plan removed successfully');
  await expect(userRow(page, email)).toContainText('Free Trial');
  await seller.reload();
  await expect(seller.getByTestId('usage-total')).toHaveText('0 / 9');

  // Suspend: the seller's open window is signed out on its next call.
  await page.getByRole('button', { name: 'Suspend Kavya Raman' }).click();
  await confirmInDialog(page, 'Suspend Kavya Raman', 'Suspend');
  await expectToast(page, 'User updated successfully');
  await expect(userRow(page, email)).toContainText('Suspended');
  await navigateInApp(seller, '/history');
  await expectToast(seller, 'Authentication failed');
  await expect(seller).toHaveURL(/\/$/);
  expect(
    (await seller.request.post('/api/auth/login', { data: { email, password: sellerPassword } })).status(),
  ).toBe(403);
  await seller.context().close();

  // Delete, after the spec's question.
  await page.getByRole('button', { name: 'Delete Kavya Raman' }).click();
  await confirmInDialog(page, 'Are you sure you want to delete this user?', 'Delete');
  await expectToast(page, 'User deleted successfully');
  await expect(page.getByTestId('user-row')).toHaveCount(0);
});

test('a logged-out visitor is sent to /login with Unauthorized; a seller gets Access Denied', async ({
  page,
  request,
  browser,
}) => {
  await page.goto('/admin-users');
  await expectToast(page, 'Unauthorized');
  await expect(page).toHaveURL(/\/login$/);

  const seller = await sellerWindow(browser);
  const email = `nikhil.${Date.now()}@example.in`;
  await signInAsAdmin(page, request);
  const admin = (await page.evaluate(() => localStorage.getItem('accessToken'))) ?? '';
  const created = await request.post('/api/admin/users', {
    headers: { Authorization: `Bearer ${admin}` },
    data: { first_name: 'Nikhil', last_name: 'Rao', email, password: sellerPassword, status: 'active' },
  });
  expect(created.status()).toBe(201);
  await logIn(seller, seller.request, email, sellerPassword);
  await seller.goto('/admin-plans');
  await expectToast(seller, 'Access Denied');
  await expectToast(seller, 'Admin access required');
  await expect(seller).toHaveURL(/\/dashboard$/);
  await seller.context().close();
});
