import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * AI answer cases: the shared development set (`../shared/eval/ai-cases.json` beside the repository, its
 * "about" text defines every rule) and the project's own cases (`cases.extra.json`, same format).
 */
export type EvalTool = 'optimization' | 'keywords' | 'research';

export interface EvalExpect {
  titleMustKeepAny?: string[];
  titleMustNotContain?: string[];
  descriptionMustNotContain?: string[];
  keywordsMustContainAnyOf?: string[];
  keywordsMustNotContain?: string[];
  mustContainScript?: 'devanagari' | 'tamil' | 'telugu' | 'bengali';
  mustContainExact?: string[];
  /** Vikreta's own rule (cases.extra.json): no per-platform entry for these platforms. */
  platformsMustNotInclude?: string[];
}

export interface EvalCase {
  id: string;
  tool: EvalTool;
  request: Record<string, unknown>;
  expect: EvalExpect;
}

export interface EvalFile {
  about?: string;
  cases: EvalCase[];
}

const here = dirname(fileURLToPath(import.meta.url));
export const repoRoot = resolve(here, '../../../../..');

/**
 * The shared file: `EVAL_CASES_FILE` when set, else `../shared/eval/ai-cases.json` from the repository root
 * (where CI checks it out), else the nearest `shared/eval/ai-cases.json` above it (a worktree layout).
 */
export function sharedCasesPath(): string {
  const fromEnv = process.env.EVAL_CASES_FILE;
  if (fromEnv) return resolve(fromEnv);
  let dir = resolve(repoRoot, '..');
  for (;;) {
    const candidate = join(dir, 'shared', 'eval', 'ai-cases.json');
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  throw new Error(
    `No ai-cases.json found: expected ${join(repoRoot, '..', 'shared', 'eval', 'ai-cases.json')} ` +
      '(or set EVAL_CASES_FILE).',
  );
}

const readCases = (path: string): EvalCase[] => (JSON.parse(readFileSync(path, 'utf8')) as EvalFile).cases;

export function loadEvalCases(): { shared: EvalCase[]; extra: EvalCase[] } {
  return {
    shared: readCases(sharedCasesPath()),
    extra: readCases(join(here, 'cases.extra.json')),
  };
}
