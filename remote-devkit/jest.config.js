import { webProject } from '../jest.shared.js';

export default webProject(import.meta.dirname);
