import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { defaultCmsContent } from '@common/constants/cms-defaults';
import type { LandingData } from '@common/contracts/landing';
import { livePage, type LivePage, type RenderModule } from './live-page.js';

/** The page's HTML, or undefined when the built file is to be sent. */
const htmlOf = async (page: LivePage) => (await page.html())?.html;

/** A render module that writes the hero title into the template and counts its renders. */
function counting(fail = () => false) {
  const calls = { renders: 0, imports: 0 };
  const module: RenderModule = {
    renderPage: async (_path, data) => {
      calls.renders++;
      if (fail()) throw new Error('render failed');
      return data.cmsContent.hero.title;
    },
    fillPage: (template, page) => template.replace('<!--app-->', String(page)),
  };
  const renderer = async () => {
    calls.imports++;
    return module;
  };
  return { calls, renderer };
}

const dataWith = (title: string): LandingData => ({
  cmsContent: { ...defaultCmsContent, hero: { ...defaultCmsContent.hero, title } },
  pricingPlans: [],
  testimonials: [],
});

const log = pino({ level: 'silent' });

describe('the landing page rendered with the content served now', () => {
  it('renders once per content, again when the content changes, and shares a render in progress', async () => {
    let data = dataWith('Sell more');
    const { calls, renderer } = counting();
    const page = livePage({
      path: '/',
      template: async () => '<h1><!--app--></h1>',
      renderer,
      load: async () => data,
      log,
    });
    const first = await Promise.all([page.html(), page.html(), page.html()]);
    expect(first.map((p) => p?.html)).toEqual([
      '<h1>Sell more</h1>',
      '<h1>Sell more</h1>',
      '<h1>Sell more</h1>',
    ]);
    // One entity tag per content: a browser holding the page is told it has not changed.
    expect(new Set(first.map((p) => p?.etag)).size).toBe(1);
    expect(await htmlOf(page)).toBe('<h1>Sell more</h1>');
    expect(calls).toEqual({ renders: 1, imports: 1 });
    data = dataWith('Sell smarter on Meesho');
    const changed = await page.html();
    expect(changed?.html).toBe('<h1>Sell smarter on Meesho</h1>');
    expect(changed?.etag).not.toBe(first[0]?.etag);
    expect(calls).toEqual({ renders: 2, imports: 1 });
    data = dataWith('Sell smarter on Meesho'); // read again after a change elsewhere: the same content
    expect(await htmlOf(page)).toBe('<h1>Sell smarter on Meesho</h1>');
    expect(calls).toEqual({ renders: 2, imports: 1 });
  });

  it('answers undefined (the built page is sent) when rendering or loading fails, and tries again next time', async () => {
    let failing = true;
    const { calls, renderer } = counting(() => failing);
    let loadFails = false;
    const page = livePage({
      path: '/',
      template: async () => '<!--app-->',
      renderer,
      load: async () => {
        if (loadFails) throw new Error('database down');
        return dataWith('Hero');
      },
      log,
    });
    expect(await htmlOf(page)).toBeUndefined();
    failing = false;
    expect(await htmlOf(page)).toBe('Hero');
    expect(calls.renders).toBe(2);
    loadFails = true;
    expect(await htmlOf(page)).toBeUndefined();
  });

  it('imports the render module again after a failed import', async () => {
    let imports = 0;
    const { renderer } = counting();
    const page = livePage({
      path: '/',
      template: async () => '<!--app-->',
      renderer: async () => {
        if (++imports === 1) throw new Error('not built');
        return renderer();
      },
      load: async () => dataWith('Hero'),
      log,
    });
    expect(await htmlOf(page)).toBeUndefined();
    expect(await htmlOf(page)).toBe('Hero');
  });
});
