import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { actorTreeRules } from './lint/actorTree.js';
import { clientImportRules } from './lint/clientImports.js';

/** The import rules are ARCHITECTURE.md's "may import" column, enforced. */
const noImport = (patterns, message) => ['error', { patterns: patterns.map((group) => ({ group, message })) }];

/**
 * The server's feature folders (ARCHITECTURE.md, "The server"). One feature uses another only
 * through that folder's index.ts; the shared layer below them (db/, http/, realtime/, web/ and
 * the top-level files) is imported by features and imports none of them.
 */
const SERVER_FEATURES = [
  'accessLog',
  'account',
  'accounts',
  'admin',
  'booking',
  'call',
  'chat',
  'community',
  'connections',
  'contact',
  'dev',
  'directory',
  'docs',
  'favorites',
  'feedback',
  'help',
  'interaction',
  'invoices',
  'mail',
  'notes',
  'nora',
  'notifications',
  'oidc',
  'pin',
  'places',
  'preferences',
  'reports',
  'resources',
  'reviews',
  'screening',
  'search',
  'voice',
  'webinars',
];
const SERVER_SHARED = ['db', 'http', 'realtime', 'web'];
const NEVER_IN_SERVER = ['**/src/**', '**/machines/**'];
/** Nothing under server/ imports server/api (gone) or the composition roots (app.ts, api-routes.ts). */
const COMPOSITION = ['**/api/*', '**/api-routes', '**/app'];
const serverImportRules = [
  ...SERVER_FEATURES.map((feature) => ({
    files: [`server/${feature}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: NEVER_IN_SERVER, message: 'server/ never imports the client (ARCHITECTURE.md).' },
            { group: COMPOSITION, message: 'Features are registered by server/api-routes.ts and app.ts, never the reverse.' },
            {
              group: SERVER_FEATURES.filter((other) => other !== feature).map((other) => `**/${other}/*`),
              message: `Another feature is used only through its index.ts (import '../<feature>'), never its internals (ARCHITECTURE.md).`,
            },
          ],
        },
      ],
    },
  })),
  {
    files: SERVER_SHARED.map((shared) => `server/${shared}/**/*.ts`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: NEVER_IN_SERVER, message: 'server/ never imports the client (ARCHITECTURE.md).' },
            { group: COMPOSITION, message: 'The shared layer imports no composition root.' },
            {
              // contract/<feature>.ts is the wire's, not the feature's: the shared layer may read it.
              group: [...SERVER_FEATURES.flatMap((feature) => [`**/${feature}`, `**/${feature}/*`]), '!**/contract/*'],
              message: 'The shared layer (db, http, realtime, web) sits below the features and imports none of them.',
            },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: ['dist/**', 'node_modules/**', 'src/routeTree.gen.ts', 'server/.data/**', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-empty-function': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        fetch: 'readonly',
        AbortSignal: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
      },
    },
  },
  {
    // Build-tool plugins that must be CommonJS (an rspack loader).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Every axe check goes through axeFor (tests/e2e/fixtures.ts): the WCAG tags and axe's legacy
    // mode, about three times faster than the default's blank page per check.
    files: ['tests/**/*.ts'],
    ignores: ['tests/e2e/fixtures.ts'],
    rules: {
      'no-restricted-imports': noImport(
        [['@axe-core/playwright']],
        'Check with axeFor(page) from tests/e2e/fixtures.ts, not AxeBuilder directly.',
      ),
    },
  },
  {
    // Audio worklets run in their own global scope.
    files: ['public/worklets/*.js'],
    languageOptions: {
      globals: { AudioWorkletProcessor: 'readonly', registerProcessor: 'readonly', sampleRate: 'readonly' },
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Pure by folder (machines/) and by name (*.machine.ts anywhere): the statecharts and their domain.
    files: ['machines/**/*.ts', '**/*.machine.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': noImport(
        [['react', 'react-*', '@xstate/react', '**/src/**', 'ky', 'socket.io-client', 'oidc-client-ts', '@sentry/*']],
        'machines/ are pure statecharts: xstate, other machines and shared types only (ARCHITECTURE.md).',
      ),
      'no-restricted-globals': ['error', 'setTimeout', 'setInterval', 'fetch', 'window', 'document', 'localStorage'],
    },
  },
  {
    // A machine's tests sit beside it: they may use timers, never the wired app.
    files: ['machines/**/*.test.ts'],
    rules: {
      'no-restricted-imports': noImport(
        [['**/src/**', 'react', '@xstate/react']],
        'Machine tests drive the pure machine (tests/machines/model.ts).',
      ),
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': noImport([NEVER_IN_SERVER], 'server/ never imports the client (ARCHITECTURE.md).'),
    },
  },
  ...serverImportRules,
  {
    // The wire contract is shared by the server and the browser bundle: zod/mini and itself, nothing else.
    files: ['contract/**/*.ts'],
    ignores: ['contract/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod/mini$|\\./[\\w.-]+$)',
              message: 'contract/ imports only zod/mini and its own files (contract/README.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}'],
    // A flow's wiring.ts provides the real actors, so it may reach the network layer; view tests fake it.
    ignores: ['src/features/**/wiring.ts', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['ky', '**/services/**', 'socket.io-client', 'oidc-client-ts'],
              message:
                'Views render snapshots and send events; network belongs to src/services and src/realtime (ARCHITECTURE.md).',
            },
            { group: ['**/testing/*'], message: 'src/testing is the view-test seam: only tests import it.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/features/**', 'src/ui/**', 'src/testing/**', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': noImport([['**/testing/*']], 'src/testing is the view-test seam: only tests import it.'),
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': noImport(
        [['**/features/**', '**/system/**', '**/routes/**']],
        'src/ui holds design-system primitives only.',
      ),
    },
  },
  ...clientImportRules,
  ...actorTreeRules,
);
