// Import boundaries of server/ and common/ (README "Architecture"), kept by lint rather than by memory:
// - common/src imports nothing of client/ or server/;
// - server/src/lib (the core) imports no feature;
// - server/src/providers import no feature, no database and not the app context;
// - a feature imports not the composition root (services.ts, app.ts, main.ts);
// - a feature's repositories (*.repo.ts) are imported only from their own feature's folder;
// - no import circle in server/src or common/src.
import { readdirSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverFeatures = readdirSync(new URL('../server/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The TypeScript preset's parsers and extensions (so no-cycle reads .ts files); its legacy resolver gives way
// to resolver-next below, which knows tsconfig's paths (@common/*) and `.js` specifiers of `.ts` files.
const { 'import-x/resolver': _legacyResolver, ...typescriptSettings } =
  importX.flatConfigs.typescript.settings;

const layerZones = [
  {
    target: './common/src',
    from: ['./client', './server'],
    message: 'common/ is shared by both sides and imports neither.',
  },
  {
    target: './server/src/lib',
    from: './server/src/features',
    message:
      'lib/ is the core: a feature passes what lib needs in (as the auth guards take the session check).',
  },
  {
    // (Its tests may build the whole app.)
    target: './server/src/features/**/!(*.test).ts',
    from: ['./server/src/services.ts', './server/src/app.ts', './server/src/main.ts'],
    message: 'The composition root wires the features; a feature takes the services it needs as parameters.',
  },
  {
    target: './server/src/providers',
    from: ['./server/src/features', './server/src/db', './server/src/context.ts'],
    message: 'Providers talk to the outside world only: features call them and map their errors.',
  },
];

/** Everything under server/src outside this feature's folder. */
const outside = (feature) => [
  `${root}server/src/!(features)/**/*`,
  `${root}server/src/*`,
  `${root}server/src/features/!(${feature})/**/*`,
];

const repositoryZones = serverFeatures.map((feature) => ({
  target: outside(feature),
  from: `./server/src/features/${feature}/*.repo.ts`,
  message: `Only the ${feature} feature uses its repositories: call its service instead.`,
}));

export const serverBoundaries = [
  {
    files: ['server/src/**/*.ts', 'common/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...typescriptSettings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}tsconfig.json` })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...layerZones, ...repositoryZones] },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // The listing guard checks an AI answer in one place, features/ai/ai-guard.ts, for every engine and the
  // model's review round alike: the rest of the server asks it there.
  {
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/features/ai/ai-guard.ts', 'server/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@common/listing-guard/index',
              importNames: ['guardKeywordResearch', 'guardProductResearch', 'guardOptimization'],
              message: 'Guard an AI answer through features/ai/ai-guard.ts.',
            },
          ],
        },
      ],
    },
  },
];
