export { createTouchlineMcpServer, SERVER_INFO, type TouchlineMcpOptions } from './server.js';
export type { CallData, DataAnswer } from './data-answer.js';
export type { OpenApiDocument } from './tools.js';
export { answerMcpRequest } from './streamable-http.js';
