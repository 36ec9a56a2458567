import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCmsContent } from '@common/constants/cms-defaults';
import {
  createAdminTestApp,
  latestAuditEntry,
  signedInAdmin,
  type Caller,
} from '../../test/admin-accounts.js';
import type { TestApp } from '../../test/test-app.js';

let h: TestApp;
let admin: Caller;
let adminId: string;
beforeAll(async () => {
  h = await createAdminTestApp();
  const session = await signedInAdmin(h);
  admin = session.api;
  adminId = session.id;
});
afterAll(() => h.close());

const latestAudit = () => latestAuditEntry(admin);

describe('landing-page saves in the admin audit log', () => {
  it('records a hero save with only the fields that changed, and a restore as such', async () => {
    const saved = await admin.put('/api/cms/hero', {
      content: { ...defaultCmsContent.hero, title: 'Sell more' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await latestAudit()).toMatchObject({
      admin_id: adminId,
      action: 'cms.update',
      target_type: 'cms',
      target_id: 'hero',
      before: { title: defaultCmsContent.hero.title },
      after: { title: 'Sell more' },
    });

    const [, first] = (await admin.get('/api/cms/hero/versions')).json().versions;
    await admin.post(`/api/cms/hero/versions/${first.id}/restore`, {});
    expect(await latestAudit()).toMatchObject({
      action: 'cms.restore',
      target_id: 'hero',
      before: { title: 'Sell more' },
      after: { title: defaultCmsContent.hero.title },
    });
  });

  it('records a features save with the three features before and after', async () => {
    const features = defaultCmsContent.features.map((f, i) =>
      i === 1 ? { ...f, title: 'Fee calculators' } : f,
    );
    expect((await admin.put('/api/cms/features', { content: features })).statusCode).toBe(200);
    const entry = await latestAudit();
    expect(entry).toMatchObject({ action: 'cms.update', target_id: 'features' });
    expect((entry.after!.features as Array<{ title: string }>)[1]!.title).toBe('Fee calculators');
    expect((entry.before!.features as Array<{ title: string }>)[1]!.title).toBe(
      defaultCmsContent.features[1]!.title,
    );
  });
});
