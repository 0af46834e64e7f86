import { nodeProject } from '../jest.shared.js';

export default nodeProject(import.meta.dirname);
