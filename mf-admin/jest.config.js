import { webProject } from '../jest.shared.js';

export default webProject(import.meta.dirname, {
  setupFiles: ['<rootDir>/../remote-devkit/src/testing/jsdom-polyfills.ts'],
});
