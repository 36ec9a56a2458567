import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envVariableNames, parseEnv } from './env.js';

/** The README's configuration table: variable → its default column. */
function readmeTable(): Map<string, string> {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const section = readme.slice(readme.indexOf('## Configuration'));
  const rows = new Map<string, string>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells.length < 5 || !cells[1]?.startsWith('`')) continue;
    for (const [, name] of cells[1].matchAll(/`([A-Z_]+)`/g)) rows.set(name!, cells[3]!);
  }
  return rows;
}

describe('the README configuration table', () => {
  const table = readmeTable();
  const defaults = parseEnv({}) as unknown as Record<string, unknown>;

  it('lists every variable env.ts reads, and no other', () => {
    expect([...table.keys()].sort()).toEqual([...envVariableNames].sort());
  });

  it("gives each variable env.ts's default, or says it is unset", () => {
    for (const name of envVariableNames) {
      const cell = table.get(name) ?? '';
      const value = defaults[name];
      if (name === 'APP_URL') expect(cell).toBe('`http://localhost:PORT`');
      else if (value === undefined)
        expect(cell, name).toMatch(/^unset|generated|the GSTIN's state|the SDK's default/);
      else expect(cell, name).toBe(`\`${String(value)}\``);
    }
  });

  it('says what TRUST_PROXY takes, as env.ts does: a hop count or addresses, never true', () => {
    const row = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
      .split('\n')
      .find((l) => l.startsWith('| `TRUST_PROXY`'))!;
    expect(row).not.toMatch(/`true`/);
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.1,10.0.0.0/8' }).TRUST_PROXY).toEqual(['10.0.0.1', '10.0.0.0/8']);
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });
});
