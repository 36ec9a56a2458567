import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminTrendingProduct, TrendingList } from '@common/contracts/trending';
import * as t from '../../db/schema/index.js';
import { createAdminTestApp, signedInAdmin, signedInSeller, type Caller } from '../../test/admin-accounts.js';
import type { TestApp } from '../../test/test-app.js';

let h: TestApp;
let admin: Caller;
let seller: Caller;
beforeAll(async () => {
  h = await createAdminTestApp();
  admin = (await signedInAdmin(h)).api;
  seller = (await signedInSeller(h)).api;
});
afterAll(() => h.close());

const base = '/api/admin/trending-products';
const product = (name: string, description: string) => ({
  name,
  category: 'Test',
  description,
  demand_score: 60,
  competition_level: 'medium',
  market_trend: 'stable',
  profit_potential: 10,
  image_url: null,
  sort_order: 0,
});
const stored = async (id: number) =>
  (await h.db.select().from(t.trendingProducts).where(eq(t.trendingProducts.id, id)))[0]!.description;
const sellerView = async (name: string) => {
  const list: TrendingList = (
    await seller.get(`/api/trending-products?search=${encodeURIComponent(name)}`)
  ).json();
  return list.products.find((p) => p.name === name)!.description;
};

/** What the editor's toolbar makes, as Quill and TipTap write it: all of it is kept. */
const formatted =
  '<h1>One</h1><h2>Two</h2><h3>Three</h3>' +
  '<p><strong>bold</strong> <em>italic</em> <u>underline</u> <s>strike</s> ' +
  '<span style="color: rgb(230, 0, 0);">red</span> <span style="background-color: #ffff00;">marked</span></p>' +
  '<ul><li>bullet</li></ul><ol><li>number</li></ol>' +
  '<p style="text-align: center;">centred</p><p class="ql-align-right">right</p>' +
  '<p><a href="https://www.amazon.in/s?k=copper&amp;i=kitchen" target="_blank">amazon</a></p>' +
  '<p><img src="https://cdn.example.in/bottle.png" alt="bottle"></p>' +
  '<blockquote>quote</blockquote><pre>const x = 1 &lt; 2;</pre><p><b>old bold</b> <i>old italic</i></p>';
const formattedClean =
  '<h1>One</h1><h2>Two</h2><h3>Three</h3>' +
  '<p><strong>bold</strong> <em>italic</em> <u>underline</u> <s>strike</s> ' +
  '<span style="color:rgb(230, 0, 0)">red</span> <span style="background-color:#ffff00">marked</span></p>' +
  '<ul><li>bullet</li></ul><ol><li>number</li></ol>' +
  '<p style="text-align:center">centred</p><p style="text-align:right">right</p>' +
  '<p><a href="https://www.amazon.in/s?k=copper&amp;i=kitchen" target="_blank" rel="noopener noreferrer nofollow">amazon</a></p>' +
  '<p><img src="https://cdn.example.in/bottle.png" alt="bottle" /></p>' +
  '<blockquote>quote</blockquote><pre>const x = 1 &lt; 2;</pre><p><strong>old bold</strong> <em>old italic</em></p>';

const hostile =
  '<p onclick="steal()">Safe <strong onmouseover="x()">text</strong></p>' +
  '<script>alert("x")</script><img src="x" onerror="alert(1)"><img src="https://cdn.example.in/ok.png" onerror="alert(2)">' +
  '<a href="javascript:alert(1)">js link</a> <a href="&#106;avascript:alert(1)">encoded</a> ' +
  '<a href="JaVaScRiPt:alert(1)">mixed</a> <a href="data:text/html,<script>alert(1)</script>">data</a> ' +
  '<a href="//evil.example">protocol-relative</a>' +
  '<iframe src="https://evil.example"></iframe><object data="x.swf"></object><embed src="x.swf">' +
  '<svg onload="alert(1)"><circle r="1"/></svg><style>body{display:none}</style>' +
  '<span style="color: red; position: fixed; background-image: url(javascript:alert(1))">styled</span>' +
  '<p style="behavior: url(x.htc); color: expression(alert(1))">old IE</p>' +
  '<form action="https://evil.example"><input value="x"><button formaction="javascript:alert(1)">Go</button></form>';
const hostileClean =
  '<p>Safe <strong>text</strong></p><img src="https://cdn.example.in/ok.png" />' +
  'js link encoded mixed data protocol-relative<span style="color:red">styled</span><p>old IE</p>Go';

describe('rich text of trending products: sanitised on write and on read', () => {
  it('keeps every format of the toolbar, on write, in the admin list and for sellers', async () => {
    const res = await admin.post(base, product('Formatted product', formatted));
    expect(res.statusCode, res.body).toBe(201);
    const created: AdminTrendingProduct = res.json();
    expect(created.description).toBe(formattedClean);
    expect(await stored(created.id)).toBe(formattedClean);
    expect(await sellerView('Formatted product')).toBe(formattedClean);
  });

  it('removes scripts, event handlers, javascript: links and unsafe styles before storing', async () => {
    const res = await admin.post(base, product('Hostile product', hostile));
    expect(res.statusCode, res.body).toBe(201);
    const created: AdminTrendingProduct = res.json();
    for (const html of [created.description, await stored(created.id), await sellerView('Hostile product')]) {
      expect(html).toBe(hostileClean);
      expect(html).not.toMatch(
        /script|onerror|onclick|onload|onmouseover|iframe|object|embed|svg|expression|url\(/i,
      );
    }
    const edited = await admin.put(
      `${base}/${created.id}`,
      product('Hostile product', `<p>v2</p>${hostile}`),
    );
    expect(edited.json().description).toBe(`<p>v2</p>${hostileClean}`);
    expect(await stored(created.id)).toBe(`<p>v2</p>${hostileClean}`);
  });

  it('sanitises again on read what reached the table some other way', async () => {
    await h.db.insert(t.trendingProducts).values({
      name: 'Imported row',
      category: 'Test',
      description: '<p>ok</p><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>',
      imageUrl: 'javascript:alert(1)',
    });
    const fromAdmin = ((await admin.get(base)).json() as AdminTrendingProduct[]).find(
      (p) => p.name === 'Imported row',
    )!;
    expect(fromAdmin).toMatchObject({ description: '<p>ok</p>x', image_url: null });
    expect(await sellerView('Imported row')).toBe('<p>ok</p>x');
  });
});
