import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import portal from './tools/eslint-import-direction.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, portal },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'portal/import-direction': 'error',
      // React escapes what it renders; raw HTML is the one way a typed name could run as markup
      // (issue 10, finding 13). The one allowed use sanitises it and says so.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message:
            'Render text, not HTML; if HTML is unavoidable, sanitise it (sanitizeHtml) and disable this line with the reason.',
        },
      ],
    },
  },
  {
    // process.env is read in one place per app (docs/conventions.md "API").
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/config.ts', 'apps/api/src/**/*.test.ts', 'apps/api/src/test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration in src/config.ts' },
      ],
    },
  },
  {
    // The API reaches the simulator over HTTP only, as it would a real supplier; tests may read
    // its deterministic inventory to pick known dates.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*.test.ts', 'apps/api/src/test/**', 'apps/api/src/modules/*/test-*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@portal/sandbox',
              message: 'The API holds no sandbox code: reach the supplier through its HTTP adapter.',
            },
          ],
        },
      ],
    },
  },
  {
    // Services reach a supplier only through its interface (suppliers/<name>/index.ts), so a
    // real adapter can replace the sandbox without editing a module (modules/README.md).
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['apps/api/src/**/*.test.ts', 'apps/api/src/modules/*/test-*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: 'suppliers/[^/]+/.+',
              message: 'Import the supplier interface (suppliers/<name>), not its internals.',
            },
            // flat config replaces a rule's options: the API-wide pattern is repeated here
            {
              regex: '^@portal/sandbox',
              message: 'The API holds no sandbox code: reach the supplier through its HTTP adapter.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'bench/**/*.ts',
      'apps/api/scripts/**',
      'apps/api/src/**/*-cli.ts',
      'apps/api/src/server.ts',
      '.ci/**',
    ],
    rules: { 'no-console': 'off' },
  },
);
