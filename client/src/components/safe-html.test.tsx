// @vitest-environment happy-dom
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseInBrowser, parseSafeHtml, safeText, setDocumentParser } from '@/lib/safe-html';
import { parseOnServer } from '@/lib/server-html-parser';
import { SafeHtml } from './safe-html';

const html = (value: string) => renderToStaticMarkup(createElement(SafeHtml, { html: value }));

describe('SafeHtml', () => {
  it("keeps the editor's formatting from the shared allowlist: colours, alignment, links, images, quotes", () => {
    const out = html(
      '<h1>Big</h1><p class="ql-align-center">Price <strong style="color:red;position:fixed">₹999</strong> ' +
        '<span style="background-color:#ff0">hot</span> <u>u</u> <s>s</s></p>' +
        '<blockquote>q</blockquote><pre>code</pre><a href="https://example.com/a">go</a><img src="/trending/x.svg" alt="X">',
    );
    expect(out).toContain('<h1 class=');
    expect(out).toContain('style="text-align:center"');
    expect(out).toContain('style="color:red"');
    expect(out).not.toContain('position');
    expect(out).toContain('style="background-color:#ff0"');
    expect(out).toContain('<u>u</u> <s>s</s>');
    expect(out).toMatch(/<blockquote class="[^"]+">q<\/blockquote>/);
    expect(out).toMatch(
      /<a class="[^"]+" href="https:\/\/example.com\/a" target="_blank" rel="noopener noreferrer nofollow">go<\/a>/,
    );
    expect(out).toContain('src="/trending/x.svg" alt="X"');
  });

  it('drops scripts, handlers, unsafe links and images, keeping only harmless text', () => {
    const out = html(
      '<p>ok</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">link</a>' +
        '<p onclick="alert(5)" style="background:url(javascript:alert(6))">p</p>' +
        '<object data="x.swf"></object><embed src="x.swf"><style>*{}</style><svg><script>alert(4)</script></svg>',
    );
    expect(out).not.toMatch(/alert|<img|href|onerror|onclick|iframe|<style|<svg|<script|url\(/i);
    expect(out).toContain('<p>ok</p><a class=');
    expect(out).toContain('>link</a><p>p</p>');
  });

  it('renames b, i and strike, and unwraps other tags', () => {
    expect(safeText(parseSafeHtml('<div><span>a</span><b>b</b></div>'))).toBe('ab');
    expect(parseSafeHtml('<b>x</b><i>y</i><strike>z</strike>')).toEqual([
      { tag: 'strong', attrs: {}, children: ['x'] },
      { tag: 'em', attrs: {}, children: ['y'] },
      { tag: 's', attrs: {}, children: ['z'] },
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

describe('rich text read on the server', () => {
  // Pages rendered on the server (the landing features) must come out as the browser renders them, or the
  // browser's takeover finds different HTML.
  const samples = [
    'Find the words <strong>buyers type</strong>',
    '<p>Price <strong style="color:red">₹999</strong> <em>today</em></p><ul><li>one</li> <li>two</li></ul>',
    '<p class="ql-align-center">कुर्ता <u>सूती</u></p><ol><li><a href="https://example.com/a">go</a></li></ol>',
    '<h2>Title</h2><p>a<br>b</p><blockquote>q</blockquote><img src="/trending/x.svg" alt="X">',
    '<div><span>a</span><b>b</b><script>alert(1)</script></div>',
  ];
  it.each(samples)('%s', (sample) => {
    const inBrowser = parseSafeHtml(sample);
    setDocumentParser(parseOnServer);
    try {
      expect(parseSafeHtml(sample)).toEqual(inBrowser);
    } finally {
      setDocumentParser(parseInBrowser);
    }
  });
});
