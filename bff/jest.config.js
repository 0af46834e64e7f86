import { nodeProject } from '../jest.shared.js';

export default nodeProject(import.meta.dirname, {
  globalSetup: '<rootDir>/src/test-support/global-setup.ts',
  globalTeardown: '<rootDir>/src/test-support/global-teardown.ts',
  testTimeout: 30_000,
});
