import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
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

describe('a GST invoice a business can claim', () => {
  it('a Maharashtra GSTIN buying from Karnataka: IGST, both GSTINs, SAC, amount in words, a short reference', async () => {
    const seller = await newSeller(h);
    // The state on the profile is not the registration's: a registered buyer's GSTIN decides.
    await h.db
      .update(t.users)
      .set({ gstin: '27AAPFU0939F1ZV', state: 'Karnataka', businessName: 'Pillai Textiles LLP' })
      .where(eq(t.users.id, seller.user.id));
    const paid = (await buyInSandbox(h, seller.accessToken, 'Professional')).json();
    const pdf = await call(h, seller.accessToken, 'GET', `/api/payments/${paid.data.paymentId}/invoice`);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('GSTIN 29AAGCB7383J1Z4');
    expect(text).toContain('GSTIN 27AAPFU0939F1ZV');
    expect(text).toContain('12 MG Road, Bengaluru 560001');
    expect(text).toContain('Place of supply Maharashtra (27)');
    expect(text).toContain('IGST @ 18%');
    expect(text).not.toContain('CGST');
    expect(text).toContain('SAC 998314');
    expect(text).toContain('Amount in words: Rupees One Thousand Four Hundred Ninety-Nine Only');
    const reference = /Payment reference (\S+)/.exec(text)?.[1] ?? '';
    expect(reference.length).toBeGreaterThan(5);
    expect(reference.length).toBeLessThanOrEqual(24);
  });
});
