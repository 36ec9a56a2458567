import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { calculatorLinks } from './calculator-links';

describe('the sidebar calculator links', () => {
  it("show each calculator's own page icon (the Delivery Optimizer's differed)", () => {
    for (const link of calculatorLinks) {
      const slug = link.href.replace('/calculators/', '');
      const page = readFileSync(
        new URL(`../../features/calculators/${slug}-page.tsx`, import.meta.url),
        'utf8',
      );
      const pageIcon = /icon=\{(\w+)\}/.exec(page)?.[1];
      expect(pageIcon, slug).toBe(link.icon.displayName);
    }
  });
});
