import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentHistoryResponse } from '@common/contracts/billing';
import * as t from '../../db/schema/index.js';
import { login, nextIp } from '../../test/accounts.js';
import { pdfText } from '../../test/pdf-text.js';
import { buyInSandbox, call, karnatakaSupplier, newSeller } from '../../test/payments.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp({
    now: '2026-11-21T06:30:00.000Z',
    env: karnatakaSupplier,
  });
});
afterAll(() => h.close());

const registered = {
  legalName: 'Pillai Textiles LLP',
  gstin: '27AAPFU0939F1ZV',
  address: '4 Linking Road, Mumbai 400050',
  state: 'Maharashtra',
};

const pdfOf = async (token: string, url: string) => {
  const res = await call(h, token, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return pdfText(res.rawPayload);
};

describe('a corrected invoice', () => {
  it('a missing GSTIN is corrected: a credit note against the original and a new IGST invoice, numbered without gaps, all downloadable', async () => {
    h.clock.set('2026-11-21T06:30:00.000Z');
    const seller = await newSeller(h);
    const paid = (await buyInSandbox(h, seller.accessToken, 'Professional')).json();
    const paymentId: string = paid.data.paymentId;
    const firstNumber: string = paid.data.invoiceNumber;
    const firstSequence = Number(firstNumber.split('/')[2]);
    expect(await pdfOf(seller.accessToken, `/api/payments/${paymentId}/invoice`)).not.toContain(
      '27AAPFU0939F1ZV',
    );

    const corrected = await call(
      h,
      seller.accessToken,
      'POST',
      `/api/payments/${paymentId}/invoice-correction`,
      registered,
    );
    expect(corrected.statusCode, corrected.body).toBe(200);
    const { credit_note_number: noteNumber, invoice_number: newNumber } = corrected.json().data;
    expect(noteNumber).toMatch(/^CN\/2026-27\/\d{6}$/);
    // The next number of the invoice series: no number skipped.
    expect(newNumber).toBe(`VK/2026-27/${String(firstSequence + 1).padStart(6, '0')}`);

    const history = (
      await call(h, seller.accessToken, 'GET', '/api/payments/history')
    ).json() as PaymentHistoryResponse;
    const row = history.data.find((p) => p.id === paymentId)!;
    expect(row.invoice_number).toBe(newNumber);
    expect(row.documents.map((d) => [d.kind, d.number, d.cancelled])).toEqual([
      ['invoice', firstNumber, true],
      ['credit_note', noteNumber, false],
      ['invoice', newNumber, false],
    ]);

    const [original, note, replacement] = row.documents;
    const originalText = await pdfOf(seller.accessToken, `/api/invoices/${original!.id}`);
    expect(originalText).toContain(firstNumber);
    expect(originalText).not.toContain('27AAPFU0939F1ZV');
    const noteText = await pdfOf(seller.accessToken, `/api/credit-notes/${note!.id}`);
    expect(noteText).toContain('CREDIT NOTE');
    expect(noteText).toContain(noteNumber);
    expect(noteText).toContain(`Against tax invoice ${firstNumber}`);
    expect(noteText).toContain('Amount in words: Rupees One Thousand Four Hundred Ninety-Nine Only');
    const newText = await pdfOf(seller.accessToken, `/api/invoices/${replacement!.id}`);
    expect(newText).toContain(`Replaces invoice ${firstNumber}`);
    expect(newText).toContain('GSTIN 27AAPFU0939F1ZV');
    expect(newText).toContain('Pillai Textiles LLP');
    expect(newText).toContain('IGST @ 18%');
    expect(await pdfOf(seller.accessToken, `/api/payments/${paymentId}/invoice`)).toContain(newNumber);

    // The original stays as issued.
    const invoices = await h.db.select().from(t.invoices).where(eq(t.invoices.paymentId, paymentId));
    expect(invoices.map((i) => i.number).sort()).toEqual([firstNumber, newNumber].sort());

    // The next purchase by anyone takes the number after the correction's.
    const other = await newSeller(h);
    const next = (await buyInSandbox(h, other.accessToken, 'Starter')).json();
    expect(next.data.invoiceNumber).toBe(`VK/2026-27/${String(firstSequence + 2).padStart(6, '0')}`);
  });

  it('the same details again is a 400; another seller cannot correct or download it (404)', async () => {
    h.clock.set('2026-11-21T06:30:00.000Z');
    const seller = await newSeller(h);
    const paid = (await buyInSandbox(h, seller.accessToken, 'Starter')).json();
    const url = `/api/payments/${paid.data.paymentId}/invoice-correction`;
    expect((await call(h, seller.accessToken, 'POST', url, registered)).statusCode).toBe(200);
    const again = await call(h, seller.accessToken, 'POST', url, registered);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain('already on the invoice');
    const stranger = await newSeller(h);
    expect(
      (await call(h, stranger.accessToken, 'POST', url, { ...registered, legalName: 'X' })).statusCode,
    ).toBe(404);
    const history = (await call(h, seller.accessToken, 'GET', '/api/payments/history')).json();
    const note = history.data[0].documents.find((d: { kind: string }) => d.kind === 'credit_note');
    expect((await call(h, stranger.accessToken, 'GET', `/api/credit-notes/${note.id}`)).statusCode).toBe(404);
    expect((await call(h, stranger.accessToken, 'GET', '/api/credit-notes/not-an-id')).statusCode).toBe(404);
  });

  it('after 30 November following the financial year of the payment, a correction is a 409 saying until when it was allowed', async () => {
    h.clock.set('2026-11-21T06:30:00.000Z');
    const seller = await newSeller(h);
    const paid = (await buyInSandbox(h, seller.accessToken, 'Starter')).json();
    const url = `/api/payments/${paid.data.paymentId}/invoice-correction`;
    // Paid in 2026-27: allowed until the end of 30 November 2027, Indian time.
    h.clock.set('2027-11-30T18:29:00.000Z');
    const { accessToken } = await login(h, seller.email, seller.password, nextIp());
    const lastMinute = await call(h, accessToken, 'POST', url, registered);
    expect(lastMinute.statusCode, lastMinute.body).toBe(200);
    h.clock.set('2027-11-30T18:31:00.000Z');
    const late = await call(h, accessToken, 'POST', url, { ...registered, address: 'Another address' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('CORRECTION_PERIOD_OVER');
    expect(late.json().message).toContain('30 Nov 2027');
    const rows = await h.db.select().from(t.creditNotes).where(eq(t.creditNotes.userId, seller.user.id));
    expect(rows).toHaveLength(1);
  });
});
