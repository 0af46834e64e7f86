export * from './generated/sdk.gen.js';
export type * from './generated/types.gen.js';
export { client } from './generated/client.gen.js';
export { configureTouchline, VERSION, type TouchlineSettings } from './settings.js';
export { ApiError } from './api-error.js';
export { answerHeadersOf, type AnswerHeaders } from './answer-headers.js';
export type { RetryPolicy } from './retry-after.js';
