import { describe, expect, it } from 'vitest';
import { entryScript, shouldReload } from './new-build';

describe('reloading onto a new build', () => {
  it("reads a page's entry script as Vite writes it", () => {
    const html =
      '<link rel="modulepreload" crossorigin href="/assets/vendor-AAAAAAAA.js">' +
      '<script type="module" crossorigin src="/assets/index-BBBBBBBB.js"></script>';
    expect(entryScript(html)).toBe('/assets/index-BBBBBBBB.js');
    expect(entryScript('<p>offline</p>')).toBeUndefined();
  });

  it('reloads once when the server serves another build, never again for that build, never for the same one', () => {
    const running = '/assets/index-old00000.js';
    const served = '/assets/index-new00000.js';
    expect(shouldReload({ running, served, reloadedFor: null })).toBe(true);
    expect(shouldReload({ running, served, reloadedFor: served })).toBe(false);
    expect(shouldReload({ running, served: running, reloadedFor: null })).toBe(false);
    expect(shouldReload({ running, served: undefined, reloadedFor: null })).toBe(false);
    expect(shouldReload({ running: undefined, served, reloadedFor: null })).toBe(false);
  });
});
