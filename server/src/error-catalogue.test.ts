import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { authErrorCodes } from '@common/contracts/auth';
import { billingErrorCodes } from '@common/contracts/billing';
import { invoiceCorrectionCodes } from '@common/contracts/billing-details';
import { errorCatalogue, errorCodeList } from '@common/contracts/error-catalogue';
import { errorCodes } from '@common/contracts/errors';
import { toolDisabled } from '@common/contracts/tools';
import { createTestApp } from './test/test-app.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const codeTables: Record<string, Record<string, string>> = {
  errorCodes,
  authErrorCodes,
  billingErrorCodes,
  invoiceCorrectionCodes,
};

/** The server's and the shared contracts' own source files (tests and test helpers left out). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sourceFiles(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

/**
 * The codes the source can put in an error answer: a code table's entry it names (`errorCodes.notFound`), the
 * disabled tool's, or a code written out after `code:` ('PAYMENT_REQUIRED').
 */
function codesInSource(text: string): string[] {
  // Any table of codes (a new one fails here until the catalogue and this test know it).
  const named = [...text.matchAll(/\b(\w*Codes)\.(\w+)/g)].map(
    ([, table, key]) =>
      codeTables[table!]?.[key!] ?? `${table}.${key} (a table of codes the catalogue does not know)`,
  );
  // The value of `code:` itself, a ternary's two included: `code: expired ? 'PAYMENT_REQUIRED' : 'RATE_LIMITED'`.
  const written = [
    ...text.matchAll(/\bcode:\s*((?:[^,\n]*?\?\s*)?'[A-Z][A-Z_]{2,}'(?:\s*:\s*'[A-Z][A-Z_]{2,}')?)/g),
  ].flatMap(([, value]) => [...value!.matchAll(/'([A-Z][A-Z_]{2,})'/g)].map(([, code]) => code!));
  return [...named, ...written, ...(/\btoolDisabled\b/.test(text) ? [toolDisabled.code] : [])];
}

describe('the error codes of the API', () => {
  it('are each listed, with what it means, and the list names no code the server never sends', () => {
    const sent = new Set(
      ['server/src', 'common/src']
        .flatMap((dir) => sourceFiles(join(root, dir)))
        .filter((file) => !file.endsWith('error-catalogue.ts'))
        .flatMap((file) => codesInSource(readFileSync(file, 'utf8'))),
    );
    expect([...sent].sort()).toEqual([...errorCodeList].sort());
    for (const code of errorCodeList) expect(errorCatalogue[code].length, code).toBeGreaterThan(10);
  });

  it('finds a code written in a new place', () => {
    expect(codesInSource("reply.code(410).send({ code: 'GONE_FOREVER', message: 'x' })")).toEqual([
      'GONE_FOREVER',
    ]);
    expect(codesInSource('throw new AppError(409, billingErrorCodes.paidTwice, m)')).toEqual([
      'ORDER_ALREADY_PAID',
    ]);
    expect(codesInSource('throw new AppError(410, archiveCodes.gone, m)')).toEqual([
      'archiveCodes.gone (a table of codes the catalogue does not know)',
    ]);
  });

  it('are listed in the API document, on every error answer', { timeout: 90_000 }, async () => {
    const h = await createTestApp();
    try {
      const doc = (await h.app.inject('/api/docs/json')).json() as {
        paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      };
      const login = doc.paths['/api/auth/login']!.post!.responses['401'] as {
        content: {
          'application/json': { schema: { properties: { code: { enum: string[]; description: string } } } };
        };
      };
      const code = login.content['application/json'].schema.properties.code;
      expect([...code.enum].sort()).toEqual([...errorCodeList].sort());
      expect(code.description).toContain('`TOOL_DISABLED`: The tool is disabled');
    } finally {
      await h.close();
    }
  });
});
