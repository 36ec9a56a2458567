import type { Page } from '@playwright/test';

/** What matched a selector at one moment: the page's path and the text of each match, in order. */
export interface Sighting {
  path: string;
  /** Each element's text, with ' (disabled)' after a disabled control's. */
  texts: string[];
}

let recorders = 0;

/**
 * Records, from the first render of every page load on, each state of the elements matching `selector`,
 * however briefly it lasts: a spinner while the real server answers, a toast just before a full-page
 * navigation. The list fills as the page changes, a moment after it: read it with expect.poll. Call
 * before page.goto.
 */
export async function recordAppearances(page: Page, selector: string): Promise<Sighting[]> {
  const sightings: Sighting[] = [];
  const binding = `recordSighting${++recorders}`;
  await page.exposeFunction(binding, (sighting: Sighting) => void sightings.push(sighting));
  await page.addInitScript(
    ([css, name]) => {
      const report = (sighting: Sighting) =>
        (window as unknown as Record<string, (s: Sighting) => void>)[name]?.(sighting);
      let last = '';
      const look = () => {
        const matches = [...document.querySelectorAll(css)];
        if (matches.length === 0) return void (last = '');
        const texts = matches.map((el) => {
          const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
          return el instanceof HTMLButtonElement && el.disabled ? `${text} (disabled)` : text;
        });
        const sighting = { path: location.pathname, texts };
        const key = JSON.stringify(sighting);
        if (key !== last) report(sighting);
        last = key;
      };
      new MutationObserver(look).observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    },
    [selector, binding] as const,
  );
  return sightings;
}

/** Every text seen for the selector (on `path` only, when given), each once. */
export const seenTexts = (sightings: Sighting[], path?: string) => [
  ...new Set(sightings.filter((s) => path === undefined || s.path === path).flatMap((s) => s.texts)),
];
