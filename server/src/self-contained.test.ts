import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself: no file points to something only some machines have (a path of a machine,
 * a folder beside the repository, a section of a document kept elsewhere, a tracker's issue number). What a
 * comment relies on is stated in it, or in docs/ (docs/marketplace-facts.md, docs/decisions/).
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const self = 'server/src/self-contained.test.ts';

const outside: { what: string; pattern: RegExp }[] = [
  { what: 'a path of a machine', pattern: /(?:^|[\s'"`(])\/(?:work|home|root|Users)\/\w/ },
  { what: 'a folder beside the repository', pattern: /\.\.\/shared\b/ },
  {
    what: 'a section of a document kept elsewhere',
    pattern: /\u00a7|\bspecs? 0\d|DESIGN\.md|shared reference/i,
  },
  { what: "a tracker's issue number", pattern: /\bissues? #?\d+/i },
];

/** `.ci/run` alone names the development set beside the repository, to run it when it is there. */
const allowed = new Set(['.ci/run']);
const skipped = new Set([
  'node_modules',
  'dist',
  'data',
  'test-results',
  'playwright-report',
  'shots',
  '.git',
]);
const textFile = /\.(?:[cm]?[jt]sx?|json|md|sql|css|html|ya?ml|sh)$|^\.ci\/run$/;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : files(path);
    const name = relative(root, path);
    return textFile.test(name) && name !== 'package-lock.json' && name !== self ? [name] : [];
  });
}

/** Every line of `text` that points outside the repository, with what it points to. */
export function outsideReferences(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, i) =>
      outside.filter((o) => o.pattern.test(line)).map((o) => `${i + 1}: ${o.what}: ${line.trim()}`),
    );
}

describe('the repository is self-contained', () => {
  it('no source, test, script or document points outside the repository', () => {
    const found = files(root)
      .filter((name) => !allowed.has(name))
      .flatMap((name) =>
        outsideReferences(readFileSync(join(root, name), 'utf8')).map((f) => `${name}:${f}`),
      );
    expect(found).toEqual([]);
  });

  it('recognises each kind of pointer, in comments and in test names', () => {
    const sample = [
      '/** Shipping Cost calculator (spec 02 \u00a79). */',
      "it('refuses the 4th call (issue 14)', () => {});",
      // Built from parts, so that this file names no machine's path itself.
      `// Events and months: /${'home'}/seller/notes/marketplace-facts.md`,
      "const cases = '../shared/eval/ai-cases.json';",
      '/** The refusal body of DESIGN.md. */',
      '/** Shipping Cost calculator: (50 + 2 per kg + 0.5 per km) x zone factor. */',
    ].join('\n');
    expect(outsideReferences(sample).map((line) => line.split(':').slice(0, 2).join(':'))).toEqual([
      '1: a section of a document kept elsewhere',
      "2: a tracker's issue number",
      '3: a path of a machine',
      '4: a folder beside the repository',
      '5: a section of a document kept elsewhere',
    ]);
  });
});
