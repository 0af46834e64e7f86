import { webProject } from '../jest.shared.js';

export default webProject(import.meta.dirname, {
  setupFiles: ['<rootDir>/../remote-devkit/src/testing/jsdom-polyfills.ts'],
  // jsdom draws no canvas: the chart library is replaced by a stub that records what it was given.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1', '^uplot$': '<rootDir>/src/testing/uplotStub.ts' },
});
