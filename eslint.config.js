import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { clientBoundaries } from './eslint/client-boundaries.js';
import { serverBoundaries } from './eslint/server-boundaries.js';

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report', 'shots'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // A query is refreshed through its feature's key factory (historyKeys.all, userPlanQuery.queryKey), never a
    // key written out: another feature's literal key silently stops matching when that feature renames it.
    files: ['client/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^(invalidateQueries|refetchQueries|removeQueries|cancelQueries|resetQueries)$/] Property[key.name='queryKey'] > ArrayExpression",
          message:
            "Refresh a query through its feature's key factory (e.g. historyKeys.all), not a key written out.",
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'e2e/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
  ...serverBoundaries,
  ...clientBoundaries,
);
