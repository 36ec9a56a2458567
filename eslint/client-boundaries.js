// Import boundaries of client/ (README "Architecture"):
// - the shell (components/, lib/) imports no feature and not app/: the layout takes its menu, badge and usage
//   panel as props that app/ wires from the features;
// - a feature imports another feature only through its public entry, features/<f>/index.ts;
// - app/ wires features through their public entries and loads their screens (*-page.tsx) lazily;
// - features import nothing of app/, and the client nothing of server/;
// - no import cycles in client/src;
// - dialogs are built on components/ui/dialog.tsx, not on Radix directly.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '/');
const src = `${root}client/src`;
const features = readdirSync(`${src}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const publicEntries = `${src}/features/*/index.ts`;

const zones = [
  {
    target: [`${src}/components`, `${src}/lib`],
    from: [`${src}/features`, `${src}/app`],
    message: 'The shell (components/, lib/) imports no feature: take the piece as a prop, or move it here.',
  },
  {
    target: `${src}/features`,
    from: `${src}/app`,
    message: 'Features do not import app/; app/ wires the features.',
  },
  {
    target: `${src}/app`,
    from: [`${src}/features/**`],
    except: [publicEntries, `${src}/features/*/*-page.tsx`],
    message: 'app/ uses a feature through features/<f>/index.ts, or lazy-loads its *-page.tsx.',
  },
  ...features.map((feature) => ({
    target: `${src}/features/${feature}`,
    from: [`${src}/features/!(${feature})/**`],
    except: [publicEntries],
    message: `Another feature is used only through its features/<f>/index.ts; move shared pieces to components/ or lib/.`,
  })),
  {
    target: `${root}client`,
    from: `${root}server`,
    message: 'The client imports nothing of the server; share through common/.',
  },
];

export const clientBoundaries = [
  {
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}tsconfig.json` })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['client/src/features/**/*.{ts,tsx}', 'client/src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@radix-ui/react-dialog',
              message: 'Use Dialog from @/components/ui/dialog, the one dialog frame.',
            },
          ],
        },
      ],
    },
  },
];
