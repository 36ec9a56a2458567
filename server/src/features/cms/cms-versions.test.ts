import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCmsContent } from '@common/constants/cms-defaults';
import type { CmsContent, CmsVersion } from '@common/contracts/cms';
import { createAdminTestApp, signedInAdmin, type Caller } from '../../test/admin-accounts.js';
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

const hero = (title: string) => ({ ...defaultCmsContent.hero, title });
const versions = async (section: string): Promise<CmsVersion[]> => {
  const res = await admin.get(`/api/cms/${section}/versions`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().versions;
};
const content = async (): Promise<CmsContent> => (await admin.get('/api/cms/content')).json();

describe('CMS versions', () => {
  it('starts each section with the built-in content as its only version', async () => {
    for (const section of ['hero', 'features'] as const) {
      const [first, ...rest] = await versions(section);
      expect(rest).toEqual([]);
      expect(first).toEqual({
        id: expect.any(Number),
        section,
        content: defaultCmsContent[section],
        created_at: expect.any(String),
        created_by: null,
        is_current: true,
        restored_from: null,
      });
    }
  });

  it('records every save, newest first, with who saved it', async () => {
    await admin.put('/api/cms/hero', { content: hero('Version two') });
    await admin.put('/api/cms/hero', { content: hero('Version three') });
    const list = await versions('hero');
    expect(list.map((v) => (v.content as { title: string }).title)).toEqual([
      'Version three',
      'Version two',
      defaultCmsContent.hero.title,
    ]);
    expect(list.map((v) => v.is_current)).toEqual([true, false, false]);
    expect(list[0]).toMatchObject({
      section: 'hero',
      created_at: '2026-11-21T06:30:00.000Z',
      created_by: { id: adminId, name: 'Admin Vikreta', email: 'owner@vikreta.test' },
    });
    expect(await versions('features')).toHaveLength(1);
  });

  it('restores an earlier version as a new version, and the landing content shows it at once', async () => {
    const [, second, original] = await versions('hero');
    const res = await admin.post(`/api/cms/hero/versions/${original!.id}/restore`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().hero).toEqual(defaultCmsContent.hero);
    expect((await content()).hero).toEqual(defaultCmsContent.hero);

    const list = await versions('hero');
    expect(list).toHaveLength(4);
    expect(list[0]).toMatchObject({
      content: defaultCmsContent.hero,
      is_current: true,
      restored_from: original!.id,
    });
    expect(list[0]!.id).toBeGreaterThan(original!.id);

    await admin.post(`/api/cms/hero/versions/${second!.id}/restore`);
    expect((await content()).hero.title).toBe('Version two');
  });

  it('answers 404 for a version of another section or one that does not exist, and 400 for a bad id', async () => {
    const [featuresVersion] = await versions('features');
    for (const url of [
      `/api/cms/hero/versions/${featuresVersion!.id}/restore`,
      '/api/cms/hero/versions/999999/restore',
    ]) {
      const res = await admin.post(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        code: 'NOT_FOUND',
        message: 'That version does not exist (only the last 20 are kept)',
      });
    }
    for (const url of ['/api/cms/hero/versions/abc/restore', '/api/cms/hero/versions/0/restore']) {
      const res = await admin.post(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty('id');
    }
    const section = await admin.get('/api/cms/pricing/versions');
    expect(section.statusCode).toBe(400);
    expect(section.json().fields).toEqual({
      section: ['The section is one of hero, features, terms, privacy, refunds, contact'],
    });
  });

  it('keeps the last 20 versions of a section and prunes the older ones', async () => {
    const before = await versions('hero');
    for (let i = 1; i <= 20; i++) await admin.put('/api/cms/hero', { content: hero(`Bulk ${i}`) });
    const list = await versions('hero');
    expect(list).toHaveLength(20);
    expect(list.map((v) => (v.content as { title: string }).title)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Bulk ${20 - i}`),
    );
    const pruned = await admin.post(`/api/cms/hero/versions/${before[0]!.id}/restore`);
    expect(pruned.statusCode).toBe(404);
    expect(await versions('features')).toHaveLength(1);
  });

  it('restores feature versions too', async () => {
    const changed = defaultCmsContent.features.map((f, i) => (i === 0 ? { ...f, title: 'Keywords' } : f));
    await admin.put('/api/cms/features', { content: changed });
    expect((await content()).features[0]!.title).toBe('Keywords');
    const [, original] = await versions('features');
    await admin.post(`/api/cms/features/versions/${original!.id}/restore`);
    expect((await content()).features).toEqual(defaultCmsContent.features);
  });
});
