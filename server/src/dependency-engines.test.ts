import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every locked package runs on every Node version package.json's `engines` declares, so `npm install` on any
 * of them prints no EBADENGINE warning. A dependency update that needs a newer Node fails here: pin the last
 * version that supports ours (an entry in `overrides` for a package we do not depend on directly), or change
 * `engines` and the README together.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const semver = createRequire(import.meta.url)('semver') as {
  subset: (range: string, superset: string) => boolean;
  validRange: (range: string) => string | null;
};

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
}
const readJson = <T>(name: string): T => JSON.parse(readFileSync(`${root}/${name}`, 'utf8')) as T;
const declared = readJson<{ engines: { node: string } }>('package.json').engines.node;
const locked = readJson<{ packages: Record<string, LockedPackage> }>('package-lock.json').packages;

/** The locked packages whose `engines.node` leaves out a Node version we declare. */
export function excluding(range: string, packages: Record<string, LockedPackage>): string[] {
  return Object.entries(packages).flatMap(([path, p]) => {
    const node = Array.isArray(p.engines) ? undefined : p.engines?.node;
    if (!path || !node || !semver.validRange(node)) return [];
    return semver.subset(range, node) ? [] : [`${path}@${p.version}: node ${node}`];
  });
}

describe('Node versions of the dependencies', () => {
  it('every locked package supports every Node version package.json declares', () => {
    expect(semver.validRange(declared)).not.toBeNull();
    expect(excluding(declared, locked)).toEqual([]);
  });

  it('a package that needs a newer Node than declared is named', () => {
    const packages = {
      '': { version: '0.1.0' },
      'node_modules/old-enough': { version: '1.0.0', engines: { node: '>=18' } },
      'node_modules/too-new': { version: '3.0.0', engines: { node: '>=22' } },
    };
    expect(excluding('^20.19.0 || >=22.13.0', packages)).toEqual(['node_modules/too-new@3.0.0: node >=22']);
  });
});
