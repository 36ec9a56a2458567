import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLegalPages } from '@common/constants/legal-page-defaults';
import type { CmsVersion } from '@common/contracts/cms';
import {
  caller,
  createAdminTestApp,
  signedInAdmin,
  signedInSeller,
  type Caller,
} from '../../test/admin-accounts.js';
import { karnatakaSupplier } from '../../test/payments.js';
import type { TestApp } from '../../test/test-app.js';

let h: TestApp;
let admin: Caller;
beforeAll(async () => {
  h = await createAdminTestApp({
    env: {
      ...karnatakaSupplier,
      SUPPLIER_EMAIL: 'support@vikreta.example',
      SUPPLIER_PHONE: '+91 80 4000 1234',
    },
  });
  admin = (await signedInAdmin(h)).api;
});
afterAll(() => h.close());

const page = (url: string) => caller(h).get(url);

describe('the merchant pages', () => {
  it('each is whole HTML without any script, with its text and a footer linking all four', async () => {
    const pages = [
      ['/terms', 'Terms of Service', 'never renew on their own'],
      ['/privacy', 'Privacy Policy', 'delete your account after entering your password'],
      ['/refund-policy', 'Refund and Cancellation Policy', 'the second payment grants nothing'],
      ['/contact', 'Contact', 'answer within two working days'],
    ] as const;
    for (const [url, title, text] of pages) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain(`<h1>${title}</h1>`);
      expect(res.body).toContain(text);
      expect(res.body).not.toMatch(/<script/i);
      for (const link of ['/terms', '/privacy', '/refund-policy', '/contact'])
        expect(res.body).toContain(`href="${link}"`);
    }
  });

  it("Contact prints the supplier's details from the configuration", async () => {
    const res = await page('/contact');
    expect(res.body).toContain('Vikreta Technologies Private Limited');
    expect(res.body).toContain('12 MG Road, Bengaluru 560001');
    expect(res.body).toContain('GSTIN 29AAGCB7383J1Z4');
    expect(res.body).toContain('mailto:support@vikreta.example');
    expect(res.body).toContain('+91 80 4000 1234');
  });

  it('an admin edits a page through the CMS: it shows at once, sanitised, each save a version that can be restored', async () => {
    const saved = await admin.put('/api/cms/legal/refunds', {
      content: {
        title: 'Refunds',
        body: '<p>Refunds within 7 days.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    let res = await page('/refund-policy');
    expect(res.body).toContain('<h1>Refunds</h1>');
    expect(res.body).toContain('Refunds within 7 days.');
    expect(res.body).not.toMatch(/<script|onerror/i);

    await admin.put('/api/cms/legal/refunds', { content: { title: 'Refunds', body: '<p>Second text.</p>' } });
    const versions = (await admin.get('/api/cms/refunds/versions')).json().versions as CmsVersion[];
    expect(versions.map((v) => (v.content as { body: string }).body)).toEqual([
      '<p>Second text.</p>',
      '<p>Refunds within 7 days.</p>',
    ]);
    const restored = await admin.post(`/api/cms/refunds/versions/${versions[1]!.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    res = await page('/refund-policy');
    expect(res.body).toContain('Refunds within 7 days.');
    expect((await caller(h).get('/api/cms/legal/refunds')).json()).toEqual({
      title: 'Refunds',
      body: '<p>Refunds within 7 days.</p>',
    });
    expect((await caller(h).get('/api/cms/legal/terms')).json()).toEqual(defaultLegalPages.terms);
  });

  it('sellers cannot edit a page (403), an empty page or an unknown one is a 400', async () => {
    const seller = (await signedInSeller(h)).api;
    const body = { content: { title: 'Terms', body: '<p>Mine now.</p>' } };
    expect((await seller.put('/api/cms/legal/terms', body)).statusCode).toBe(403);
    expect(
      (await admin.put('/api/cms/legal/terms', { content: { title: 'Terms', body: '<p> </p>' } })).statusCode,
    ).toBe(400);
    expect((await admin.put('/api/cms/legal/cookies', body)).statusCode).toBe(400);
    expect((await page('/terms')).body).not.toContain('Mine now.');
  });
});
