// One ESLint configuration for every workspace. The rules chosen flag real faults (a promise
// nobody awaits, a hook called conditionally, an unused binding) rather than taste, which
// Prettier owns. The architecture's import rules live in .dependency-cruiser.cjs.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const reactPackages = [
  'shell',
  'mf-auth',
  'mf-keys',
  'mf-usage',
  'mf-billing',
  'mf-admin',
  'ui-kit',
  'shell-contract',
  'remote-devkit',
  'storybook',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '.tools/**',
      // Written by graphql-codegen from bff/schema.graphql.
      '{shell,mf-*}/src/graphql/**',
      // Written by openapi-ts from bff/openapi.json.
      'sdk/src/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Indexing is checked by noUncheckedIndexedAccess; an assertion left there says the
      // index is proven, which is for a reviewer to judge, not a linter.
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      // A variable declared before the closure that reads it and assigned once later is not a fault.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // Flags a default that a loop or a try overwrites: clarity, not correctness; Prettier-level taste.
      'no-useless-assignment': 'off',
      // A file past 400 lines has grown two subjects (issue 30): split it where they part.
      'max-lines': ['error', { max: 400 }],
    },
  },
  {
    files: reactPackages.map((folder) => `${folder}/**/*.{ts,tsx}`),
    plugins: { 'react-hooks': reactHooks },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    // The two classic rules only: the others in the plugin's preset hold code to the React
    // Compiler's model (no ref read during render, no setState in an effect), which this code
    // does not build with, and they flag working patterns such as a "latest value" ref.
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Storybook calls a story's render function and a decorator as components.
    files: ['**/*.stories.tsx', 'storybook/.storybook/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Scripts that run in a page or in jsdom (a plain script before the app, code passed to page.evaluate, jest's setup).
    files: ['shell/public/**/*.js', 'storybook/scripts/**', 'e2e/**', 'jest.*.js'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Tests and benchmarks read loosely typed answers (GraphQL results, raw rows) on purpose.
    files: ['**/*.test.{ts,tsx}', '**/test-support/**', '**/fuzz/**', '**/*.fixture.ts', '**/bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Promises the server forgets are lost errors and unordered writes: these rules need types.
    files: ['bff/src/**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
);
