import { describe, expect, it } from 'vitest';
import { loadEvalCases, type EvalCase } from './eval-cases.js';
import { runCase, type EvalEngine } from './eval-run.js';

/**
 * Acceptance of issue 10: every case of the shared development set (../shared/eval/ai-cases.json) and of
 * our own set (cases.extra.json) through the built-in engine + the listing guard, and through the guard
 * alone over deliberately bad model answers. Every rule of every case must hold.
 */
const { shared, extra } = loadEvalCases();

function check(cases: readonly EvalCase[], engine: EvalEngine) {
  for (const c of cases)
    it(`${c.id}`, () => {
      const failed = runCase(c, engine).rules.filter((r) => !r.pass);
      expect(failed.map((r) => `${r.rule}: ${r.detail}`)).toEqual([]);
    });
}

describe('AI answer cases', () => {
  it('reads the shared development set and our own cases', () => {
    expect(shared.length).toBeGreaterThanOrEqual(33);
    expect(extra.length).toBeGreaterThanOrEqual(50);
    const ids = [...shared, ...extra].map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
  describe('built-in engine + listing guard, shared cases', () => check(shared, 'builtin'));
  describe('built-in engine + listing guard, our cases', () => check(extra, 'builtin'));
  describe('bad model answers + listing guard, shared cases', () => check(shared, 'llm'));
  describe('bad model answers + listing guard, our cases', () => check(extra, 'llm'));
});
