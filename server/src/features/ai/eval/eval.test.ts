import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEvalCases, type EvalCase } from './eval-cases.js';
import { runCase, type EvalEngine } from './eval-run.js';

/**
 * Every AI answer case, our own (cases.json) and the development set's when it is beside the repository,
 * through the built-in engine + the listing guard, and through the guard alone over deliberately bad model
 * answers. Every rule of every case must hold.
 */
const { shared, extra, sharedPath } = loadEvalCases();

function check(cases: readonly EvalCase[], engine: EvalEngine) {
  for (const c of cases)
    it(`${c.id}`, () => {
      const failed = runCase(c, engine).rules.filter((r) => !r.pass);
      expect(failed.map((r) => `${r.rule}: ${r.detail}`)).toEqual([]);
    });
}

describe('AI answer cases', () => {
  it('reads our own cases, and the development set when it is there', () => {
    expect(extra.length).toBeGreaterThanOrEqual(50);
    if (sharedPath) expect(shared.length).toBeGreaterThanOrEqual(33);
    const ids = [...shared, ...extra].map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
  describe('built-in engine + listing guard, our cases', () => check(extra, 'builtin'));
  describe('bad model answers + listing guard, our cases', () => check(extra, 'llm'));
  describe.runIf(sharedPath)('built-in engine + listing guard, development set', () =>
    check(shared, 'builtin'),
  );
  describe.runIf(sharedPath)('bad model answers + listing guard, development set', () =>
    check(shared, 'llm'),
  );
});

describe('where the cases come from', () => {
  const dirs: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'vikreta-eval-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'repo'));
    return dir;
  };
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
  // CI names the development set with EVAL_CASES_FILE; these cases are about the folders alone.
  beforeEach(() => void vi.stubEnv('EVAL_CASES_FILE', ''));
  afterEach(() => void vi.unstubAllEnvs());

  it('a clone of the repository alone runs its own cases and no development set', () => {
    const dir = folder();
    const alone = loadEvalCases(join(dir, 'repo'));
    expect(alone.sharedPath).toBeNull();
    expect(alone.shared).toEqual([]);
    expect(alone.extra.length).toBeGreaterThanOrEqual(50);
  });

  it('a development set beside the repository runs in addition', () => {
    const dir = folder();
    mkdirSync(join(dir, 'shared', 'eval'), { recursive: true });
    const devCase = { id: 'dev-1', tool: 'keywords', request: { keyword: 'saree' }, expect: {} };
    writeFileSync(join(dir, 'shared', 'eval', 'ai-cases.json'), JSON.stringify({ cases: [devCase] }));
    const both = loadEvalCases(join(dir, 'repo'));
    expect(both.sharedPath).toBe(join(dir, 'shared', 'eval', 'ai-cases.json'));
    expect(both.shared.map((c) => c.id)).toEqual(['dev-1']);
    expect(both.extra.length).toBeGreaterThanOrEqual(50);
  });
});
