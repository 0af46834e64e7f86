// Jest settings every package shares. Tests run as native ESM (MikroORM 7 is ESM-only),
// TypeScript goes through swc with the legacy decorators type-graphql and MikroORM need.
import path from 'node:path';

const swcOptions = {
  jsc: {
    target: 'es2023',
    keepClassNames: true,
    // `import rules from '...json' with { type: 'json' }` keeps its attribute, which Jest requires.
    experimental: { keepImportAttributes: true },
    parser: { syntax: 'typescript', tsx: true, decorators: true },
    transform: {
      legacyDecorator: true,
      decoratorMetadata: true,
      react: { runtime: 'automatic' },
    },
  },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};

const base = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swcOptions] },
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
};

/** Jest config for a Node package (the bff). */
export function nodeProject(dir, overrides = {}) {
  return { ...base, rootDir: dir, testEnvironment: 'node', ...overrides };
}

/** Jest config for a browser package: jsdom, styled-components, Testing Library matchers. */
export function webProject(dir, overrides = {}) {
  return {
    ...base,
    rootDir: dir,
    testEnvironment: 'jsdom',
    setupFilesAfterEnv: [
      path.join(import.meta.dirname, 'jest.web-setup.js'),
      path.join(import.meta.dirname, 'jest.dialog-polyfill.js'),
    ],
    transformIgnorePatterns: ['/node_modules/(?!(@touchline)/)'],
    ...overrides,
  };
}
