import { expect, test, type Locator, type Page } from '@playwright/test';
import { confirmInDialog, expectToast } from './support/admin';
import { screenPath } from './support/screens';
import { sellerPassword, signInAsAdmin } from './support/session';

// The admin's browser is in New York: every time on the back office is still India's.
test.use({ timezoneId: 'America/New_York' });

const userRow = (page: Page, email: string) => page.getByTestId('user-row').filter({ hasText: email });
const userCard = (page: Page, email: string) => page.getByTestId('user-card').filter({ hasText: email });

/** The time element shows the text India's clock gives for its own instant, formatted by the browser itself. Read
 * both in one step: a list that refreshes in between must not pair one item's instant with another's text. */
async function expectIndiaTime(time: Locator) {
  await expect
    .poll(() =>
      time.evaluate((element) => {
        const india = new Intl.DateTimeFormat('en-IN', {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
          timeZone: 'Asia/Kolkata',
        }).format(new Date(element.getAttribute('datetime') ?? ''));
        return element.textContent === india
          ? 'India time'
          : `"${element.textContent}", India says "${india}"`;
      }),
    )
    .toBe('India time');
}

test('an admin confirms Make admin and Suspend, reaches every action at 1280 and 390 px, and reads names in the audit log', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page, request);
  const admin = { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('accessToken'))}` };
  const email = `farhan.${Date.now()}@example.in`;
  const created = await request.post('/api/admin/users', {
    headers: admin,
    data: { first_name: 'Farhan', last_name: 'Qureshi', email, password: sellerPassword, status: 'active' },
  });
  expect(created.status()).toBe(201);

  // At 1280 px every action of the row is on screen, none clipped by the table.
  await page.goto('/admin-users');
  await page.getByPlaceholder('Search by name or email').fill(email);
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await userRow(page, email).scrollIntoViewIfNeeded();
  for (const action of ['View', 'Edit', 'Make admin', 'Suspend', 'Delete'])
    await expect(page.getByRole('button', { name: `${action} Farhan Qureshi` })).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: screenPath('admin-users-1280.png') });

  // Make admin asks first: Cancel changes nothing, the dialog's Make admin does it.
  await page.getByRole('button', { name: 'Make admin Farhan Qureshi' }).click();
  const makeAdmin = page.getByRole('dialog', { name: 'Make admin' });
  await expect(makeAdmin).toContainText(`Make Farhan Qureshi (${email}) an admin?`);
  await makeAdmin.getByRole('button', { name: 'Cancel' }).click();
  await expect(makeAdmin).toBeHidden();
  await expect(userRow(page, email)).not.toContainText('Admin');
  await page.getByRole('button', { name: 'Make admin Farhan Qureshi' }).click();
  await expect(makeAdmin).toBeVisible();
  await page.screenshot({ path: screenPath('admin-users-make-admin-1280.png') });
  await confirmInDialog(page, `Make Farhan Qureshi (${email}) an admin?`, 'Make admin');
  await expectToast(page, 'User updated successfully');
  await expect(userRow(page, email)).toContainText('Admin');

  // Suspend asks too: Escape keeps the user active, the dialog's Suspend suspends. Escape closes the topmost
  // layer, and a toast whose code arrives after the dialog opened would be on top: the toast goes first.
  await expect(page.locator('li[data-variant]')).toHaveCount(0, { timeout: 10_000 });
  await page.getByRole('button', { name: 'Suspend Farhan Qureshi' }).click();
  await expect(page.getByRole('dialog', { name: 'Suspend user' })).toBeVisible();
  // Escape reaches the dialog once focus has moved into it, as it does for a keyboard user.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null))
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Suspend user' })).toBeHidden();
  await expect(userRow(page, email)).toContainText('Active');
  await page.getByRole('button', { name: 'Suspend Farhan Qureshi' }).click();
  await confirmInDialog(page, `Suspend Farhan Qureshi (${email})?`, 'Suspend');
  await expect(userRow(page, email)).toContainText('Suspended');

  // At 390 px the card holds every action on screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await userCard(page, email).evaluate((card) => card.scrollIntoView({ block: 'center' }));
  for (const action of ['View', 'Edit', 'Make user', 'Activate', 'Delete'])
    await expect(page.getByRole('button', { name: `${action} Farhan Qureshi` })).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(page.locator('li[data-variant]')).toHaveCount(0, { timeout: 10_000 }); // the toast, gone by itself
  await page.screenshot({ path: screenPath('admin-users-390.png') });
  await page.setViewportSize({ width: 1280, height: 900 });

  // A plan edited (its name not part of the change) and a tool switched off and on.
  const plans = (await (await request.get('/api/admin/pricing/plans', { headers: admin })).json()) as Array<
    Record<string, unknown> & { id: string; name: string; sort_order: number }
  >;
  const professional = plans.find((p) => p.name === 'Professional')!;
  const edited = await request.put(`/api/admin/pricing/plans/${professional.id}`, {
    headers: admin,
    data: { ...professional, sort_order: professional.sort_order + 1 },
  });
  expect(edited.ok()).toBe(true);
  for (const isActive of [false, true])
    expect((await request.put('/api/admin/tools/3', { headers: admin, data: { isActive } })).ok()).toBe(true);

  // The audit log names the user by email, the plan and the tool by name, in India's time.
  await page.goto('/admin');
  const audit = page.getByText('Latest admin actions').locator('../..');
  await expect(audit).toContainText(`changed a user’s role ${email}`);
  await expect(audit).toContainText(`changed a user’s status ${email}`);
  await expect(audit).toContainText('edited a plan Professional');
  await expect(audit).toContainText('changed a tool Product Optimization');
  await expectIndiaTime(audit.locator('time').first());

  // A saved landing-page version shows its time in India's time as well.
  await page.goto('/admin-cms');
  await page.getByLabel('Title', { exact: true }).fill(`Sell on Flipkart ${Date.now()}`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const version = page.getByTestId('versions-hero').getByRole('listitem').first();
  await expect(version).toContainText('Live');
  await expectIndiaTime(version.locator('time'));
});
