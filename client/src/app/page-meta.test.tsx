// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageMeta, siteTitle } from './page-meta';
import { protectedRoutes, publicRoutes } from './routes';

describe('page titles', () => {
  it('gives every route its own title', () => {
    const titles = [...publicRoutes, ...protectedRoutes].map((r) => r.title);
    expect(titles.every((t) => t.trim().length > 0)).toBe(true);
    expect(new Set(titles).size).toBe(titles.length);
    expect(protectedRoutes.find((r) => r.path === '/keyword-research')?.title).toBe('Keyword Research');
  });

  it("sets the tab title ('Keyword Research · Vikreta') and the meta description of the open screen", () => {
    document.head.innerHTML = '<meta name="description" content="">';
    const { rerender } = render(
      <PageMeta title="Keyword Research">
        <p>screen</p>
      </PageMeta>,
    );
    expect(document.title).toBe('Keyword Research · Vikreta');
    rerender(
      <PageMeta title="Log in" description="Log in to Vikreta.">
        <p>screen</p>
      </PageMeta>,
    );
    expect(document.title).toBe('Log in · Vikreta');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Log in to Vikreta.',
    );
    rerender(
      <PageMeta>
        <p>landing</p>
      </PageMeta>,
    );
    expect(document.title).toBe(siteTitle);
  });
});
