// Stands in for @module-federation/webpack-bundler-runtime in a remote's production build, which
// the shell loads: the remote entry borrows the shell's copy (lend.ts) instead of carrying its
// own. Each container still gets federation objects of its own, as the bundler runtime requires:
// its entry copies these keys onto its `__webpack_require__.federation` and fills in the rest.
import type { Federation } from '@module-federation/webpack-bundler-runtime';
import { LENT_BUNDLER_RUNTIME_GLOBAL, type LentBundlerRuntime } from './loan.ts';

const lent = (globalThis as { [LENT_BUNDLER_RUNTIME_GLOBAL]?: LentBundlerRuntime })[LENT_BUNDLER_RUNTIME_GLOBAL];
if (!lent) {
  throw new Error(
    'This remote was built to run inside the Touchline shell, which lends it the federation runtime; `rsbuild dev` runs it on its own',
  );
}

const federation: Federation = {
  runtime: lent.runtime,
  bundlerRuntime: { ...lent.bundlerRuntime, S: {} },
  attachShareScopeMap: lent.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;
