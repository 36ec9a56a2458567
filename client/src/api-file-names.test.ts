import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const features = fileURLToPath(new URL('./features', import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe("a feature's calls to the server", () => {
  it("live in its api/ folder, each file named '<what>-api.ts'", () => {
    const all = files(features).map((f) => relative(features, f).split('\\').join('/'));
    const inApiFolders = all.filter((f) => f.split('/').at(-2) === 'api' && !f.endsWith('.test.ts'));
    expect(inApiFolders.length).toBeGreaterThan(15);
    expect(inApiFolders.filter((f) => !f.endsWith('-api.ts'))).toEqual([]);
    expect(all.filter((f) => f.endsWith('-api.ts') && f.split('/').at(-2) !== 'api')).toEqual([]);
  });
});
