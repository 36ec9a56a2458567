// @vitest-environment happy-dom
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseSafeHtml, safeText } from '../safe-html';
import { SafeHtml } from './safe-html';

const html = (value: string) => renderToStaticMarkup(createElement(SafeHtml, { html: value }));

describe('SafeHtml', () => {
  it('keeps the allowed structure, without any attribute', () => {
    const out = html(
      '<p class="x">Price <strong style="color:red">₹999</strong></p><ul>\n<li>One</li>\n<li><em>Two</em></li></ul><h3>Head</h3>',
    );
    expect(out).toMatch(/^<div class="[^"]+"><p>Price <strong class="[^"]+">₹999<\/strong><\/p><ul class/);
    expect(out).toContain('<li>One</li><li><em>Two</em></li></ul><h3 class=');
    expect(out).not.toContain('style=');
    expect(out).not.toContain('class="x"');
  });

  it('drops scripts, handlers, images and links, keeping only harmless text', () => {
    const out = html(
      '<p>ok</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">link</a>' +
        '<object data="x.swf"></object><embed src="x.swf"><style>*{}</style><svg><script>alert(4)</script></svg>',
    );
    expect(out).not.toMatch(/alert|<img|<a|href|onerror|iframe|<style|<svg|<script/i);
    expect(out).toContain('<p>ok</p>link');
  });

  it('renames b and i, and unwraps other tags', () => {
    expect(safeText(parseSafeHtml('<div><span>a</span><b>b</b></div>'))).toBe('ab');
    expect(parseSafeHtml('<b>x</b><i>y</i>')).toEqual([
      { tag: 'strong', children: ['x'] },
      { tag: 'em', children: ['y'] },
    ]);
  });

  it('shows text without markup by the rich-text rule, escaped', () => {
    const out = html('Plain **bold** text');
    expect(out).toContain('<strong');
    expect(html('5 < 6 & 7 > 3')).toContain('5 &lt; 6 &amp; 7 &gt; 3');
  });

  it('survives very deep nesting', () => {
    const deep = `${'<p><em>'.repeat(200)}deep${'</em></p>'.repeat(200)}`;
    expect(safeText(parseSafeHtml(deep))).toBe('deep');
  });
});
