import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCmsContent } from '@common/constants/cms-defaults';
import type { CmsContent } from '@common/contracts/cms';
import {
  caller,
  createAdminTestApp,
  signedInAdmin,
  signedInSeller,
  type Caller,
} from '../../test/admin-accounts.js';
import type { TestApp } from '../../test/test-app.js';

let h: TestApp;
let admin: Caller;
let seller: Caller;
let visitor: Caller;
beforeAll(async () => {
  h = await createAdminTestApp();
  admin = (await signedInAdmin(h)).api;
  seller = (await signedInSeller(h)).api;
  visitor = caller(h);
});
afterAll(() => h.close());

const hero = {
  title: 'Sell smarter this Diwali',
  subtitle: 'Research, list and price for every Indian marketplace.',
  image: 'https://cdn.example.in/hero.webp',
  cta: 'Try it free',
  cta_link: '/signup',
};
const features = [
  { title: 'Keyword Research', description: '<p>Find <strong>buyer</strong> words.</p>', icon: 'Search' },
  { title: 'Competitor Analysis', description: '<p>Know the market.</p>', icon: 'Target' },
  { title: 'Listing Optimization', description: '<p>Rewrite to each platform.</p>', icon: 'Package' },
];
const content = async (): Promise<CmsContent> => {
  const res = await visitor.get('/api/cms/content');
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('CMS writes: admins only', () => {
  it('refuses a visitor (401) and a seller (403) on every write and on the versions, changing nothing', async () => {
    const calls = [
      (c: Caller) => c.put('/api/cms/hero', { content: hero }),
      (c: Caller) => c.put('/api/cms/features', { content: features }),
      (c: Caller) => c.get('/api/cms/hero/versions'),
      (c: Caller) => c.post('/api/cms/features/versions/1/restore'),
    ];
    for (const call of calls) {
      const anonymous = await call(visitor);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().code).toBe('UNAUTHORIZED');
      const forbidden = await call(seller);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ code: 'FORBIDDEN', message: 'Administrator access is required' });
    }
    expect(await content()).toEqual(defaultCmsContent);
  });
});

describe('CMS content: saved changes show at once', () => {
  it('serves the default content to anyone, never from a cache', async () => {
    const res = await visitor.get('/api/cms/content');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual(defaultCmsContent);
  });

  it('saves the hero and the features, and GET /api/cms/content shows them on the next request', async () => {
    await content(); // a read before the write must not keep the old answer
    const saved = await admin.put('/api/cms/hero', { content: hero });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ hero, features: defaultCmsContent.features });
    expect((await content()).hero).toEqual(hero);

    const savedFeatures = await admin.put('/api/cms/features', { content: features });
    expect(savedFeatures.statusCode, savedFeatures.body).toBe(200);
    expect(await content()).toEqual({ hero, features });
    expect((await seller.get('/api/cms/content')).json()).toEqual({ hero, features });
  });

  it('sanitises feature descriptions with the shared allowlist and keeps formatting', async () => {
    const rich = features.map((f, i) =>
      i === 0
        ? {
            ...f,
            description:
              '<h2 class="ql-align-center">Find <u>words</u></h2><p><em>fast</em> <s>slow</s> ' +
              '<span style="color: #e60000;">red</span></p><ol><li>one</li></ol>' +
              '<script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">bad</a>' +
              '<a href="#pricing" onclick="x()">pricing</a>',
          }
        : f,
    );
    const res = await admin.put('/api/cms/features', { content: rich });
    expect(res.statusCode, res.body).toBe(200);
    const description = (await content()).features[0]!.description;
    expect(description).toBe(
      '<h2 style="text-align:center">Find <u>words</u></h2><p><em>fast</em> <s>slow</s> ' +
        '<span style="color:#e60000">red</span></p><ol><li>one</li></ol>' +
        'bad<a href="#pricing" rel="noopener noreferrer nofollow">pricing</a>',
    );
    await admin.put('/api/cms/features', { content: features });
  });
});

describe('CMS validation', () => {
  const badHeroes: Array<[string, Record<string, unknown>, string]> = [
    ['title missing', { title: undefined }, 'content.title'],
    ['title empty', { title: '   ' }, 'content.title'],
    ['title too long', { title: 'x'.repeat(201) }, 'content.title'],
    ['subtitle missing', { subtitle: undefined }, 'content.subtitle'],
    ['subtitle too long', { subtitle: 'x'.repeat(601) }, 'content.subtitle'],
    ['image javascript:', { image: 'javascript:alert(1)' }, 'content.image'],
    ['image data:', { image: 'data:image/png;base64,AAAA' }, 'content.image'],
    ['image not a URL', { image: 'hero.png' }, 'content.image'],
    ['cta too long', { cta: 'x'.repeat(61) }, 'content.cta'],
    ['cta link javascript:', { cta_link: 'javascript:alert(1)' }, 'content.cta_link'],
    ['cta link protocol-relative', { cta_link: '//evil.example' }, 'content.cta_link'],
    ['cta link not a link', { cta_link: 'sign up' }, 'content.cta_link'],
  ];
  it.each(badHeroes)('refuses a hero with %s', async (_label, change, field) => {
    const body = { ...hero, ...change };
    for (const key of Object.keys(change))
      if (change[key] === undefined) delete body[key as keyof typeof body];
    const res = await admin.put('/api/cms/hero', { content: body });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.json().fields)).toEqual([field]);
    expect((await content()).hero).toEqual(hero);
  });

  const badFeatures: Array<[string, unknown, string]> = [
    ['two features', features.slice(0, 2), 'content'],
    ['four features', [...features, features[0]], 'content'],
    ['not a list', { 0: features[0] }, 'content'],
    ['an unknown icon', features.map((f, i) => (i === 1 ? { ...f, icon: 'Rocket' } : f)), 'content.1.icon'],
    ['an empty title', features.map((f, i) => (i === 2 ? { ...f, title: '' } : f)), 'content.2.title'],
    [
      'a missing description',
      features.map((f, i) => (i === 0 ? { ...f, description: undefined } : f)),
      'content.0.description',
    ],
    [
      'a description of markup only',
      features.map((f, i) => (i === 0 ? { ...f, description: '<p><br></p>' } : f)),
      'content.0.description',
    ],
    [
      'a description of a script only',
      features.map((f, i) => (i === 1 ? { ...f, description: '<script>x</script>' } : f)),
      'content.1.description',
    ],
  ];
  it.each(badFeatures)('refuses features with %s', async (_label, list, field) => {
    const res = await admin.put('/api/cms/features', { content: list });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.json().fields)).toEqual([field]);
    expect((await content()).features).toEqual(features);
  });

  it('names the icons a feature may use', async () => {
    const res = await admin.put('/api/cms/features', {
      content: features.map((f, i) => (i === 1 ? { ...f, icon: 'Rocket' } : f)),
    });
    expect(res.json().message).toBe(
      'content.1.icon: Choose one of the icons: Home, Search, Package, Target, Calculator, CreditCard, Users, Wrench, Database, Shield',
    );
  });

  it('accepts a hero without an image or button link, and site paths or anchors as links', async () => {
    for (const change of [
      { image: '', cta_link: '#pricing' },
      { image: '/hero.svg', cta_link: 'https://vikreta.in/x' },
    ]) {
      const res = await admin.put('/api/cms/hero', { content: { ...hero, ...change } });
      expect(res.statusCode, res.body).toBe(200);
      expect((await content()).hero).toEqual({ ...hero, ...change });
    }
    const minimal = { title: 'Just a title', subtitle: '' };
    expect((await admin.put('/api/cms/hero', { content: minimal })).statusCode).toBe(200);
    expect((await content()).hero).toEqual(minimal);
  });

  it('has no route for another section, and refuses a body without content', async () => {
    expect((await admin.put('/api/cms/pricing', { content: {} })).statusCode).toBe(404);
    const res = await admin.put('/api/cms/hero', hero);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('content');
  });
});
