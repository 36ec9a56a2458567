import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trendingCategoryImage } from '@common/constants/trending-images';
import { trendingFixedCategories } from '@common/contracts/trending';
import * as t from '../../db/schema/index.js';
import { seedTrendingProducts } from '../../db/seed-data/trending-products.js';
import { seedDatabase } from '../../db/seed.js';
import { fromRoot } from '../../lib/paths.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const publicDir = fromRoot('client/public');
const staticDir = mkdtempSync(join(tmpdir(), 'vikreta-static-'));
let h: TestApp;
beforeAll(async () => {
  // The built client as the app serves it: public/ copied as is, beside index.html.
  cpSync(publicDir, staticDir, { recursive: true });
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Vikreta</title>');
  mkdirSync(join(staticDir, 'assets'), { recursive: true });
  h = await createTestApp({ env: { STATIC_DIR: staticDir } });
});
afterAll(async () => {
  await h.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const svgAt = (url: string) => readFileSync(join(publicDir, url), 'utf8');

/** A drawing that is safe and light to serve: an SVG with a title, no script, no handler, nothing fetched. */
function expectCleanDrawing(url: string) {
  expect(url).toMatch(/^\/trending\/[a-z0-9/-]+\.svg$/);
  const size = statSync(join(publicDir, url)).size;
  expect(size, url).toBeLessThan(4096);
  const svg = svgAt(url);
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 240 160"/);
  expect(svg).toMatch(/<title>[^<]{4,}<\/title>/);
  expect(svg).not.toMatch(/<script|\son[a-z]+=|href=|<image|<foreignObject|url\((?!#)/i);
}

describe('trending product pictures', () => {
  it('gives every seeded product its own drawing, shipped with the client', () => {
    const urls = seedTrendingProducts.map((p) => p.imageUrl);
    expect(new Set(urls).size).toBe(seedTrendingProducts.length);
    for (const url of urls) expectCleanDrawing(url);
  });

  it('has a fallback drawing for every category, and a general one for the rest', () => {
    const categories = new Set([...trendingFixedCategories, ...seedTrendingProducts.map((p) => p.category)]);
    for (const category of categories) expectCleanDrawing(trendingCategoryImage(category));
    expect(trendingCategoryImage('Electronics')).toBe('/trending/categories/electronics.svg');
    expect(trendingCategoryImage(' home & garden ')).toBe('/trending/categories/home-garden.svg');
    expect(trendingCategoryImage('Test')).toBe('/trending/categories/general.svg');
    expect(trendingCategoryImage('Pet Supplies')).toBe('/trending/categories/general.svg');
    const shipped = readdirSync(join(publicDir, 'trending/categories')).sort();
    expect(shipped).toEqual(
      [
        'accessories',
        'beauty',
        'electronics',
        'fashion',
        'general',
        'home-garden',
        'kitchen',
        'sports-fitness',
      ].map((n) => `${n}.svg`),
    );
  });

  it('serves them from the app as SVG images that the page CSP allows', async () => {
    const res = await h.app.inject('/trending/air-fryer.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toContain('<title>Air fryer</title>');
    const category = await h.app.inject('/trending/categories/kitchen.svg');
    expect(category.statusCode).toBe(200);
    const csp = String((await h.app.inject('/trending')).headers['content-security-policy']);
    expect(csp).toMatch(/img-src 'self'/);
  });

  it('gives a database seeded before the drawings its pictures once, keeping the admin choices', async () => {
    const [first, second, third] = seedTrendingProducts.map((p) => p.name);
    const products = t.trendingProducts;
    await h.db
      .update(products)
      .set({ imageUrl: null })
      .where(inArray(products.name, [second!, third!]));
    await h.db
      .update(products)
      .set({ imageUrl: 'https://cdn.example.in/own.png' })
      .where(eq(products.name, first!));
    await h.db.delete(t.seedRuns).where(eq(t.seedRuns.name, 'trendingImages'));

    await seedDatabase(h.db, h.env, h.clock, pino({ level: 'silent' }));
    const image = async (name: string) =>
      (await h.db.select().from(products).where(eq(products.name, name)))[0]!.imageUrl;
    expect(await image(first!)).toBe('https://cdn.example.in/own.png');
    expect(await image(second!)).toBe(seedTrendingProducts[1]!.imageUrl);
    expect(await image(third!)).toBe(seedTrendingProducts[2]!.imageUrl);

    await h.db.update(products).set({ imageUrl: null }).where(eq(products.name, third!));
    await seedDatabase(h.db, h.env, h.clock, pino({ level: 'silent' }));
    expect(await image(third!)).toBeNull(); // an admin's removal sticks: the step runs once
  });
});
