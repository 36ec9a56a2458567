import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * AI answer cases: the project's own (`cases.json` here, whose "about" text defines every rule) and, in
 * addition when it is present, a development set kept outside the repository in the same format (see
 * `sharedCasesPath`).
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
  /** No per-platform entry for these platforms (where the product does not sell). */
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
 * The optional development set: the file `EVAL_CASES_FILE` names (which must then exist), else
 * `shared/eval/ai-cases.json` in the folder that holds the repository, else none: a clone of the repository
 * alone runs its own cases only.
 */
export function sharedCasesPath(root: string = repoRoot): string | null {
  const fromEnv = process.env.EVAL_CASES_FILE;
  if (fromEnv) {
    const path = resolve(fromEnv);
    if (!existsSync(path)) throw new Error(`EVAL_CASES_FILE names ${path}, which does not exist.`);
    return path;
  }
  const beside = join(resolve(root, '..'), 'shared', 'eval', 'ai-cases.json');
  return existsSync(beside) ? beside : null;
}

const readCases = (path: string): EvalCase[] => (JSON.parse(readFileSync(path, 'utf8')) as EvalFile).cases;

/** Our cases always; the development set's when there is one (empty otherwise). */
export function loadEvalCases(root: string = repoRoot): {
  shared: EvalCase[];
  extra: EvalCase[];
  sharedPath: string | null;
} {
  const sharedPath = sharedCasesPath(root);
  return {
    shared: sharedPath ? readCases(sharedPath) : [],
    extra: readCases(join(here, 'cases.json')),
    sharedPath,
  };
}
