// @touchline/sdk: the generated operations (grouped by tag: UsersService, ApiKeysService,
// DataService, ...) and their types, plus the few settings the generator cannot write.
export * from './generated/index.js';
export { client } from './generated/client.gen.js';
export { configureTouchline, VERSION, type TouchlineSettings } from './settings.js';
export { ApiError } from './api-error.js';
export { answerHeadersOf, type AnswerHeaders } from './answer-headers.js';
export type { RetryPolicy } from './retry-after.js';
export { dataPassthrough, type DataProvider } from './passthrough.js';
