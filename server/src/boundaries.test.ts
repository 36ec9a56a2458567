import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The import boundaries of eslint/server-boundaries.js, tried on files that break them (README "Architecture"). */
const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The boundary rules' findings for `code` as if it were the file at `path` (relative to the repository). */
async function findings(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return result!.messages
    .filter((m) =>
      ['import-x/no-restricted-paths', 'import-x/no-cycle', 'no-restricted-imports'].includes(m.ruleId ?? ''),
    )
    .map((m) => ({ rule: m.ruleId, line: m.line, message: m.message }));
}

const restricted = (line: number, importPath: string) => ({
  rule: 'import-x/no-restricted-paths',
  line,
  message: expect.stringContaining(`Unexpected path "${importPath}" imported in restricted zone.`),
});

describe('import boundaries (lint)', () => {
  it('server lib/ may not import a feature', async () => {
    expect(
      await findings(
        'server/src/lib/boundary-check.ts',
        "import { authService } from '../features/auth/auth.service.js';\nexport const x = authService;\n",
      ),
    ).toEqual([restricted(1, '../features/auth/auth.service.js')]);
  });

  it('a provider may import neither a feature, nor the database, nor the app context', async () => {
    const code = [
      "import { historyService } from '../../features/history/history.service.js';",
      "import { openDatabase } from '../../db/client.js';",
      "import type { AppContext } from '../../context.js';",
      'export const x: [unknown, unknown, AppContext?] = [historyService, openDatabase];',
    ].join('\n');
    expect(await findings('server/src/providers/ai/boundary-check.ts', code)).toEqual([
      restricted(1, '../../features/history/history.service.js'),
      restricted(2, '../../db/client.js'),
      restricted(3, '../../context.js'),
    ]);
  });

  it('a feature may not import the composition root', async () => {
    const code = "import type { Services } from '../../services.js';\nexport type X = Services;\n";
    expect(await findings('server/src/features/spa/boundary-check.ts', code)).toEqual([
      restricted(1, '../../services.js'),
    ]);
  });

  it('an AI answer is guarded in one place: features/ai/ai-guard.ts', async () => {
    const code =
      "import { guardOptimization } from '@common/listing-guard/index';\nexport const x = guardOptimization;\n";
    expect(await findings('server/src/providers/ai/openai/boundary-check.ts', code)).toEqual([
      { rule: 'no-restricted-imports', line: 1, message: expect.stringContaining('features/ai/ai-guard.ts') },
    ]);
    expect(await findings('server/src/features/ai/ai-guard.ts', code)).toEqual([]);
  });

  it('common/ may import nothing of server/ or client/', async () => {
    const code = [
      "import { systemClock } from '../../server/src/lib/clock.js';",
      "import '../../client/src/main';",
      'export const x = systemClock;',
    ].join('\n');
    expect(await findings('common/src/boundary-check.ts', code)).toEqual([
      restricted(1, '../../server/src/lib/clock.js'),
      restricted(2, '../../client/src/main'),
    ]);
  });

  it("a feature reaches another feature's data through its service, never its repository", async () => {
    const code = [
      "import { historyRepo } from '../history/history.repo.js';",
      "import { historyService } from '../history/history.service.js';",
      'export const x = [historyRepo, historyService];',
    ].join('\n');
    expect(await findings('server/src/features/ai/boundary-check.ts', code)).toEqual([
      restricted(1, '../history/history.repo.js'),
    ]);
    // The feature's own folder may use its repositories.
    expect(
      await findings(
        'server/src/features/history/boundary-check.ts',
        "import { historyRepo } from './history.repo.js';\nexport const x = historyRepo;\n",
      ),
    ).toEqual([]);
  });

  it('no import circle: two files importing each other are refused', async () => {
    const dir = mkdtempSync(join(root, 'server/src/lib/boundary-cycle-'));
    try {
      const first = join(dir, 'first.ts');
      writeFileSync(first, "import { second } from './second.js';\nexport const first = () => second;\n");
      writeFileSync(
        join(dir, 'second.ts'),
        "import { first } from './first.js';\nexport const second = () => first;\n",
      );
      const [result] = await eslint.lintFiles([first]);
      expect(result!.messages.map((m) => m.ruleId)).toEqual(['import-x/no-cycle']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('query keys (lint)', () => {
  const refresh = (key: string) =>
    "import { useQueryClient } from '@tanstack/react-query';\n" +
    `export const useRefresh = () => {\n  const client = useQueryClient();\n  return () => client.invalidateQueries({ queryKey: ${key} });\n};\n`;
  const rules = async (code: string) => {
    const [result] = await eslint.lintText(code, {
      filePath: join(root, 'client/src/features/account/refresh-check.ts'),
    });
    return result!.messages.map((m) => m.ruleId);
  };

  it("refuses another feature's key written out, and takes its key factory", async () => {
    expect(await rules(refresh("['usage', 'history']"))).toEqual(['no-restricted-syntax']);
    expect(
      await rules(`import { historyKeys } from '@/features/history';\n${refresh('historyKeys.all')}`),
    ).toEqual([]);
  });
});
