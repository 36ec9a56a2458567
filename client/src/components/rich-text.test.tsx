import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text';

const html = (value: unknown) => renderToStaticMarkup(createElement(RichText, { value }));

describe('RichText', () => {
  it('renders nothing for null and undefined', () => {
    expect(html(null)).toBe('');
    expect(html(undefined)).toBe('');
  });

  it('renders headings, bold bullets, code and line breaks as elements', () => {
    const out = html('# Title\nline one\nline two\n- **bold** item\n- `code`');
    expect(out).toContain('<h3');
    expect(out).toContain('line one<br/>line two');
    expect(out).toMatch(/<li><strong[^>]*>bold<\/strong> item<\/li>/);
    expect(out).toMatch(/<code[^>]*>code<\/code>/);
  });

  it('escapes HTML instead of injecting it', () => {
    const out = html('<img src=x onerror=alert(1)>');
    expect(out).not.toContain('<img');
    expect(out).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('shows an object without text fields as JSON in a pre', () => {
    const out = html({ score: 7, tags: ['<b>'] });
    expect(out).toMatch(/^<pre/);
    expect(out).toContain('&quot;score&quot;: 7');
    expect(out).toContain('&lt;b&gt;');
  });
});
