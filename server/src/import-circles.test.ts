import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * No import circle in the code, type-only imports included (the lint rule import-x/no-cycle skips those): a
 * circle of types still ties two modules together. Dynamic import() (a lazily loaded screen) is not an edge.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const roots = ['client/src', 'server/src', 'common/src'];
const aliases: [string, string][] = [
  ['@/', 'client/src/'],
  ['@common/', 'common/src/'],
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.d\.ts$/.test(name) ? [path] : [];
  });
}

/** The file a specifier names, or undefined for a package. */
function resolve(from: string, specifier: string): string | undefined {
  const alias = aliases.find(([prefix]) => specifier.startsWith(prefix));
  const base = alias
    ? join(root, alias[1], specifier.slice(alias[0].length))
    : specifier.startsWith('.')
      ? join(dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  const stem = base.replace(/\.(?:js|ts|tsx)$/, '');
  return [`${stem}.ts`, `${stem}.tsx`, join(stem, 'index.ts'), join(stem, 'index.tsx')].find((f) =>
    existsSync(f),
  );
}

/** Static imports and re-exports, `import type` included. */
const importPattern = /^\s*(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

export function importCircles(files: readonly string[]): string[][] {
  const edges = new Map(
    files.map((file) => [
      file,
      [...readFileSync(file, 'utf8').matchAll(importPattern)]
        .map((m) => resolve(file, m[1]!))
        .filter((f): f is string => f !== undefined),
    ]),
  );
  const circles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of edges.get(file) ?? []) {
      if (state.get(next) === 'open')
        circles.push(stack.slice(stack.indexOf(next)).map((f) => relative(root, f)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return circles;
}

describe('import circles, type imports included', () => {
  it('finds none in client, server and common', () => {
    expect(importCircles(roots.flatMap((dir) => sourceFiles(join(root, dir))))).toEqual([]);
  });

  it('finds a circle of type imports, which the lint rule does not', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vikreta-circle-'));
    try {
      writeFileSync(join(dir, 'a.ts'), "import type { B } from './b.js';\nexport interface A { b?: B }\n");
      writeFileSync(join(dir, 'b.ts'), "import type { A } from './a.js';\nexport interface B { a?: A }\n");
      expect(importCircles([join(dir, 'a.ts'), join(dir, 'b.ts')])).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
