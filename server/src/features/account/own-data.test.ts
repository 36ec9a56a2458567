import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnDataExport } from '@common/contracts/own-data';
import * as t from '../../db/schema/index.js';
import { login, strongPassword } from '../../test/accounts.js';
import { createAdminTestApp, signedInAdmin, signedInSeller } from '../../test/admin-accounts.js';
import { buyInSandbox } from '../../test/payments.js';
import type { TestApp } from '../../test/test-app.js';

let h: TestApp;
beforeAll(async () => {
  h = await createAdminTestApp();
});
afterAll(() => h.close());

describe("a seller's own data", () => {
  it('downloads profile, subscriptions, payments with their invoice and every tool call as JSON', async () => {
    const seller = await signedInSeller(h);
    await seller.api.put('/api/account/profile', {
      firstName: 'Lakshmi',
      lastName: 'Iyer',
      businessName: 'Iyer Silks',
      gstin: '27AAPFU0939F1ZV',
    });
    const ai = await seller.api.post('/api/ai/keyword-research', {
      keyword: '=SUM(A1:A9)',
      platform: 'amazon',
    });
    expect(ai.statusCode, ai.body).toBe(200);
    const paid = (await buyInSandbox(h, seller.accessToken, 'Starter')).json();

    const res = await seller.api.get('/api/account/export');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json() as OwnDataExport;
    expect(data.profile).toMatchObject({
      firstName: 'Lakshmi',
      businessName: 'Iyer Silks',
      gstin: '27AAPFU0939F1ZV',
    });
    expect(data.payments).toEqual([
      expect.objectContaining({
        id: paid.data.paymentId,
        invoice_number: paid.data.invoiceNumber,
        status: 'completed',
      }),
    ]);
    expect(data.subscriptions.map((s) => s.plan_name)).toContain('Starter');
    expect(data.usage_history).toHaveLength(1);
    expect(data.usage_history[0]!.request_data).toMatchObject({ keyword: '=SUM(A1:A9)' });
    expect(data.history_truncated).toBe(false);
  });

  it('deletes the account after the password again: signed out, anonymised, payments and invoices kept', async () => {
    const seller = await signedInSeller(h);
    const paid = (await buyInSandbox(h, seller.accessToken, 'Starter')).json();

    const wrong = await seller.api.post('/api/account/delete', { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.password).toEqual(['That password is not right']);
    expect((await seller.api.post('/api/account/delete', {})).statusCode).toBe(400);

    const deleted = await seller.api.post('/api/account/delete', { password: strongPassword });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().message).toContain('Payments and invoices are kept, anonymised');

    expect((await seller.api.get('/api/account/profile')).statusCode).toBe(401);
    await expect(login(h, seller.email, strongPassword)).rejects.toThrow(/login failed: 401/);
    const [user] = await h.db.select().from(t.users).where(eq(t.users.id, seller.id));
    expect(user).toMatchObject({ status: 'deleted', firstName: 'Deleted', phone: null });
    expect(user!.email).not.toBe(seller.email);
    const [payment] = await h.db.select().from(t.payments).where(eq(t.payments.id, paid.data.paymentId));
    expect(payment?.status).toBe('completed');
    const invoices = await h.db
      .select()
      .from(t.invoices)
      .where(eq(t.invoices.paymentId, paid.data.paymentId));
    expect(invoices).toHaveLength(1);
  });

  it('password guesses are limited: the sixth in 15 minutes is a 429, even with the right password', async () => {
    const seller = await signedInSeller(h);
    for (let i = 0; i < 5; i++)
      expect((await seller.api.post('/api/account/delete', { password: `guess-${i}` })).statusCode).toBe(400);
    const sixth = await seller.api.post('/api/account/delete', { password: strongPassword });
    expect(sixth.statusCode).toBe(429);
    expect((await seller.api.get('/api/account/profile')).statusCode).toBe(200);
  });

  it('an administrator cannot delete their own account from here (403)', async () => {
    const admin = await signedInAdmin(h);
    const res = await admin.api.post('/api/account/delete', { password: 'Owner-Secret-2026' });
    expect(res.statusCode).toBe(403);
  });
});
