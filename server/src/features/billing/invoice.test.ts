import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { pdfText } from '../../test/pdf-text.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  buyInSandbox,
  call,
  createOrder,
  karnatakaSupplier,
  newSeller,
  sandboxPay,
  type Seller,
} from '../../test/payments.js';

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp({
    now: '2027-03-31T18:00:00.000Z', // 31 March 2027, 23:30 in India: the last day of financial year 2026-27
    env: karnatakaSupplier,
  });
});
afterAll(() => h.close());

const invoiceOf = (token: string, paymentId: string) =>
  call(h, token, 'GET', `/api/payments/${paymentId}/invoice`);

async function setProfile(
  seller: Seller,
  profile: { gstin?: string; state?: string; businessName?: string },
) {
  await h.db.update(t.users).set(profile).where(eq(t.users.id, seller.user.id));
}

describe('GST invoices', () => {
  it('is a PDF with the invoice number, the ₹ amount, the supplier and the CGST + SGST split within Karnataka', async () => {
    const seller = await newSeller(h);
    await setProfile(seller, { businessName: 'Sharma Handlooms', state: 'Karnataka' });
    const paid = (await buyInSandbox(h, seller.accessToken, 'Starter')).json();
    const res = await invoiceOf(seller.accessToken, paid.data.paymentId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${paid.data.paymentId}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(paid.data.invoiceNumber);
    expect(text).toContain('₹499.00');
    expect(text).toContain('₹422.88');
    expect(text).toContain('CGST @ 9%');
    expect(text).toContain('SGST @ 9%');
    expect(text).toContain('₹38.06');
    expect(text).not.toContain('IGST');
    expect(text).toContain('Vikreta Technologies Private Limited');
    expect(text).toContain('GSTIN 29AAGCB7383J1Z4');
    expect(text).toContain('Sharma Handlooms');
    expect(text).toContain('Place of supply Karnataka (29)');
  });

  it('charges IGST to a seller registered in another state, printing their GSTIN', async () => {
    const seller = await newSeller(h);
    await setProfile(seller, { gstin: '27AAPFU0939F1ZV' });
    const paid = (await buyInSandbox(h, seller.accessToken, 'Professional')).json();
    const text = await pdfText((await invoiceOf(seller.accessToken, paid.data.paymentId)).rawPayload);
    expect(text).toContain('IGST @ 18%');
    expect(text).toContain('₹228.66');
    expect(text).toContain('₹1,499.00');
    expect(text).toContain('GSTIN 27AAPFU0939F1ZV');
    expect(text).toContain('Place of supply Maharashtra (27)');
  });

  it('is the same file at every download, even after the profile changes', async () => {
    const seller = await newSeller(h);
    const paid = (await buyInSandbox(h, seller.accessToken, 'Starter')).json();
    const first = (await invoiceOf(seller.accessToken, paid.data.paymentId)).rawPayload;
    await setProfile(seller, { businessName: 'Renamed Traders', state: 'Kerala' });
    h.clock.advance(10 * 60_000); // later, within the access token's 15 minutes
    try {
      const second = (await invoiceOf(seller.accessToken, paid.data.paymentId)).rawPayload;
      expect(second.equals(first)).toBe(true);
    } finally {
      h.clock.set('2027-03-31T18:00:00.000Z');
    }
  });

  it("someone else's payment, a failed one and a made-up id are all 404", async () => {
    const seller = await newSeller(h);
    const other = await newSeller(h);
    const paid = (await buyInSandbox(h, seller.accessToken, 'Starter')).json();
    expect((await invoiceOf(other.accessToken, paid.data.paymentId)).statusCode).toBe(404);
    h.clock.advance(60_000);
    const order = await createOrder(h, seller.accessToken, 'Professional');
    await sandboxPay(h, seller.accessToken, order.orderId, 'failure');
    h.clock.set('2027-03-31T18:00:00.000Z');
    const failed = (await call(h, seller.accessToken, 'GET', '/api/payments/history')).json().data[0];
    expect(failed.status).toBe('failed');
    expect((await invoiceOf(seller.accessToken, failed.id)).statusCode).toBe(404);
    expect((await invoiceOf(seller.accessToken, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    expect((await invoiceOf(seller.accessToken, 'not-a-uuid')).statusCode).toBe(404);
    expect((await call(h, undefined, 'GET', `/api/payments/${paid.data.paymentId}/invoice`)).statusCode).toBe(
      401,
    );
  });

  it('numbers run gap-free within a financial year and restart at 000001 on 1 April (India time)', async () => {
    const seller = await newSeller(h);
    const before = (await buyInSandbox(h, seller.accessToken, 'Starter')).json();
    const year = before.data.invoiceNumber.match(/^VK\/2026-27\/(\d{6})$/);
    expect(year).not.toBeNull();
    const numbers = (
      await h.db
        .select({ n: t.invoices.sequence })
        .from(t.invoices)
        .where(eq(t.invoices.financialYear, '2026-27'))
    )
      .map((r) => r.n)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    h.clock.set('2027-03-31T18:30:00.000Z'); // 1 April 2027, 00:00 in India
    try {
      const after = (await buyInSandbox(h, (await newSeller(h)).accessToken, 'Starter')).json();
      expect(after.data.invoiceNumber).toBe('VK/2027-28/000001');
      const next = (await buyInSandbox(h, (await newSeller(h)).accessToken, 'Enterprise')).json();
      expect(next.data.invoiceNumber).toBe('VK/2027-28/000002');
    } finally {
      h.clock.set('2027-03-31T18:00:00.000Z');
    }
  });

  it('mails a receipt with the invoice PDF attached', async () => {
    const seller = await newSeller(h);
    const paid = (await buyInSandbox(h, seller.accessToken, 'Starter')).json();
    const mail = await h.mail.latest(seller.email);
    expect(mail?.subject).toBe(`Payment received: Vikreta Starter plan (invoice ${paid.data.invoiceNumber})`);
    expect(mail?.text).toContain('₹499.00');
    expect(mail?.attachments).toHaveLength(1);
    const [pdf] = mail!.attachments;
    expect(pdf).toMatchObject({
      filename: `invoice-${paid.data.paymentId}.pdf`,
      contentType: 'application/pdf',
    });
    expect(await pdfText(pdf!.content)).toContain(paid.data.invoiceNumber);
  });
});
