import type { Federation } from '@module-federation/webpack-bundler-runtime';

/** The global under which the shell lends its webpack bundler runtime to the remotes' production builds. */
export const LENT_BUNDLER_RUNTIME_GLOBAL = '__TOUCHLINE_BUNDLER_RUNTIME__';

/**
 * The stateless part of a bundler runtime: functions that are handed their container's own
 * `__webpack_require__` on every call, and the federation runtime namespace (whose instances are
 * kept per container name in the page's federation global).
 */
export type LentBundlerRuntime = Required<Pick<Federation, 'runtime' | 'bundlerRuntime' | 'attachShareScopeMap'>>;
