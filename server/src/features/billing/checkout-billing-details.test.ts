import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { pdfText } from '../../test/pdf-text.js';
import { call, karnatakaSupplier, newSeller, planIdOf, sandboxPay, verify } from '../../test/payments.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp({
    now: '2026-11-21T06:30:00.000Z',
    env: karnatakaSupplier,
  });
});
afterAll(() => h.close());

const mumbaiFirm = {
  legalName: 'Pillai Textiles LLP',
  gstin: '27aapfu0939f1zv',
  address: '4 Linking Road, Bandra West, Mumbai 400050',
  state: 'Maharashtra',
};

async function orderWith(token: string, billing?: object) {
  return call(h, token, 'POST', '/api/payments/create-order', {
    planId: await planIdOf(h, 'Professional'),
    ...(billing ? { billing } : {}),
  });
}

/** Pays an order in the sandbox and gives the invoice's text. */
async function paidInvoiceText(token: string, orderId: string) {
  const paid = await verify(h, token, await sandboxPay(h, token, orderId));
  expect(paid.statusCode, paid.body).toBe(200);
  const pdf = await call(h, token, 'GET', `/api/payments/${paid.json().data.paymentId}/invoice`);
  return pdfText(pdf.rawPayload);
}

describe('GST details given at checkout', () => {
  it('a Maharashtra GSTIN from Karnataka: IGST with both GSTINs, the legal name and the billing address', async () => {
    const seller = await newSeller(h);
    const order = await orderWith(seller.accessToken, mumbaiFirm);
    expect(order.statusCode, order.body).toBe(200);
    const text = await paidInvoiceText(seller.accessToken, order.json().data.orderId);
    expect(text).toContain('Pillai Textiles LLP');
    expect(text).toContain('4 Linking Road, Bandra West, Mumbai 400050');
    expect(text).toContain('GSTIN 27AAPFU0939F1ZV');
    expect(text).toContain('GSTIN 29AAGCB7383J1Z4');
    expect(text).toContain('Place of supply Maharashtra (27)');
    expect(text).toContain('IGST @ 18%');
    expect(text).not.toContain('CGST');
  });

  it('the invoice is made from the order: details changed on the profile before verify do not reach it', async () => {
    const seller = await newSeller(h);
    const order = await orderWith(seller.accessToken, mumbaiFirm);
    await h.db
      .update(t.users)
      .set({ gstin: '29AAGCB7383J1Z4', state: 'Karnataka', businessName: 'Someone Else' })
      .where(eq(t.users.id, seller.user.id));
    const text = await paidInvoiceText(seller.accessToken, order.json().data.orderId);
    expect(text).toContain('GSTIN 27AAPFU0939F1ZV');
    expect(text).not.toContain('Someone Else');
    expect(text).toContain('IGST @ 18%');
  });

  it('without a GSTIN, a Karnataka billing address is an intra-state supply: CGST and SGST', async () => {
    const seller = await newSeller(h);
    const order = await orderWith(seller.accessToken, {
      legalName: '',
      gstin: '',
      address: '9 Residency Road, Bengaluru',
      state: 'Karnataka',
    });
    const text = await paidInvoiceText(seller.accessToken, order.json().data.orderId);
    expect(text).toContain('Place of supply Karnataka (29)');
    expect(text).toContain('CGST @ 9%');
    expect(text).toContain('SGST @ 9%');
    expect(text).not.toContain('IGST');
  });

  it("without a GSTIN or a state, the place of supply is the supplier's state", async () => {
    const seller = await newSeller(h);
    const order = await orderWith(seller.accessToken, { gstin: null, state: null });
    const text = await paidInvoiceText(seller.accessToken, order.json().data.orderId);
    expect(text).toContain('Place of supply Karnataka (29)');
    expect(text).toContain('CGST @ 9%');
  });

  it('a GSTIN with a typo, or another state than its own, is a 400 naming the field', async () => {
    const seller = await newSeller(h);
    const typo = await orderWith(seller.accessToken, { ...mumbaiFirm, gstin: '27AAPFU0939F1ZW' });
    expect(typo.statusCode).toBe(400);
    expect(typo.body).toContain('This GSTIN has a typo');
    const otherState = await orderWith(seller.accessToken, { ...mumbaiFirm, state: 'Goa' });
    expect(otherState.statusCode).toBe(400);
    expect(otherState.body).toContain('This GSTIN is registered in Maharashtra');
    const noName = await orderWith(seller.accessToken, { ...mumbaiFirm, legalName: ' ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.body).toContain('legal name');
  });
});
