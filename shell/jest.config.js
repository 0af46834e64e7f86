import { webProject } from '../jest.shared.js';

export default webProject(import.meta.dirname, {
  setupFiles: ['<rootDir>/../shell-contract/src/testing/jsdom-polyfills.ts'],
});
