import { describe, expect, it } from 'vitest';
import { allNouns } from '@common/product-vocabulary/index';
import { keywordResearch, productOptimization } from '../../providers/ai/builtin/index.js';
import { guardedKeywordResearch, guardedProductOptimization } from './ai-guard.js';

/** Every third noun of the vocabulary, in three parts so each test stays short on a busy machine. */
const chosen = allNouns.filter((_, i) => i % 3 === 0);
const parts = [0, 1, 2].map((p) => chosen.filter((_, i) => i % 3 === p));

describe('built-in answers and the listing guard agree', () => {
  parts.forEach((nouns, p) => {
    it(`leaves the guard nothing to fix, for every third noun of the vocabulary (part ${p + 1} of 3)`, () => {
      const findings: string[] = [];
      for (const noun of nouns) {
        const kw = {
          keyword: noun.noun,
          platform: 'all' as const,
          category: noun.category,
          language: 'hi' as const,
        };
        const opt = {
          productName: noun.noun,
          description: `Good ${noun.noun}.`,
          platform: 'amazon' as const,
          category: noun.category,
          brand: 'Zenvo',
        };
        const checks = [
          guardedKeywordResearch(kw, keywordResearch(kw)).listingCheck,
          guardedProductOptimization(opt, productOptimization(opt)).listingCheck,
        ];
        for (const check of checks)
          for (const f of check?.findings ?? []) findings.push(`${noun.noun}: ${f.rule} '${f.text}'`);
      }
      expect(findings).toEqual([]);
    });
  });
});
