import { describe, expect, it } from 'vitest';
import { trendingCategoryChoices } from './trending';
import { isSafeImageUrl, isSafeLinkHref } from './web-addresses';

describe('web addresses an admin may store', () => {
  it('takes http(s) images and paths on this site, nothing else', () => {
    for (const ok of ['https://cdn.example.in/a.png', 'http://x.in/a.webp?w=2', '/trending/air-fryer.svg'])
      expect(isSafeImageUrl(ok), ok).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//evil.example/a.png',
      '/\\evil.example',
      'ftp://x.in/a.png',
      'a.png',
      ' https://x.in/a.png',
      '/a b.png',
      '',
    ])
      expect(isSafeImageUrl(bad), bad).toBe(false);
  });

  it('takes http(s), mail, site paths and anchors as links', () => {
    for (const ok of ['https://vikreta.in', '/signup', '#pricing', 'mailto:help@vikreta.in'])
      expect(isSafeLinkHref(ok), ok).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'vbscript:x',
      '//evil.example',
      'sign up',
      '#a b',
    ])
      expect(isSafeLinkHref(bad), bad).toBe(false);
  });
});

describe('trending categories an admin chooses from', () => {
  it('lists the five fixed categories first, in the spec order, then the others in use, sorted', () => {
    expect(trendingCategoryChoices(['Kitchen', 'Electronics', 'Beauty', 'Kitchen', ''])).toEqual([
      'Electronics',
      'Sports & Fitness',
      'Test',
      'Accessories',
      'Home & Garden',
      'Beauty',
      'Kitchen',
    ]);
    expect(trendingCategoryChoices([])).toHaveLength(5);
  });
});
