import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig([
  globalIgnores(['dist/', 'dist-*/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/', 'coverage/', 'server/db/migrations/']),

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // A leading underscore marks a parameter or binding that is unused on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
        },
      ],
    },
  },

  // The web app runs in the browser; the contract is shared with the server but uses no globals of either.
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
  },

  // Everything else runs on Node: the API, the tooling, the benchmarks and the tests.
  {
    files: ['server/**', 'scripts/**', 'bench/**', 'tests/**', '*.{js,mjs,cjs,ts}'],
    languageOptions: { globals: globals.node },
  },
  // The contract is shared by the browser and the server: plain zod and constants, no framework.
  {
    files: ['src/contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                'react/*',
                'antd',
                'antd/*',
                '@refinedev/*',
                'fastify',
                'fastify-*',
                '@fastify/*',
                'drizzle-orm',
                'drizzle-orm/*',
                'drizzle-kit',
              ],
              message: 'src/contract is shared by the web app and the server: it imports no React, UI, Fastify or Drizzle.',
            },
          ],
        },
      ],
    },
  },
  // The server takes from the web app's tree only the shared contract and the server rendering.
  {
    files: ['server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/**', '!**/src/contract', '!**/src/contract/**', '!**/src/ssr', '!**/src/ssr/**'],
              message: 'The server imports from src/ only the contract (src/contract) and the server rendering (src/ssr).',
            },
          ],
        },
      ],
    },
  },
  // Component tests render React in jsdom.
  {
    files: ['tests/unit/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
]);
