import { nodeProject } from '../jest.shared.js';

export default nodeProject(import.meta.dirname, {
  globalSetup: '<rootDir>/src/test-support/global-setup.mjs',
  globalTeardown: '<rootDir>/src/test-support/global-teardown.mjs',
  testTimeout: 30_000,
});
