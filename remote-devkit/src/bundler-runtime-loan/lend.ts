// The shell's federation runtime plugin that lends its bundler runtime to the remotes (see borrow.ts).
import type { Federation } from '@module-federation/webpack-bundler-runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { LENT_BUNDLER_RUNTIME_GLOBAL, type LentBundlerRuntime } from './loan.ts';

type FederationRuntime = NonNullable<Federation['runtime']>;

// The shell's own bundler runtime, which its federation entry mounted here before any plugin hook runs.
declare const __webpack_require__: { federation: Federation };

/**
 * `init` as a remote's own copy of the runtime does it: the container's instance is the one of
 * its name (and version), made on first use. The shell's copy would first take any instance
 * carrying the shell's build identifier, its own, and refuse to rename it.
 */
function initContainerRuntime(runtime: FederationRuntime): FederationRuntime['init'] {
  return (options) => {
    const existing = runtime.getInstance(
      ({ options: known }) =>
        known.name === options.name && (options.version ? known.version === options.version : !known.version),
    );
    if (!existing) return runtime.createInstance({ ...options, id: options.id ?? '' });
    existing.initOptions(options);
    return existing;
  };
}

export default function lendBundlerRuntime() {
  return {
    name: 'touchline-lend-bundler-runtime',
    beforeInit<Args>(args: Args): Args {
      const { runtime, bundlerRuntime, attachShareScopeMap } = __webpack_require__.federation;
      if (!runtime || !bundlerRuntime || !attachShareScopeMap) return args;
      const lent: LentBundlerRuntime = {
        runtime: { ...runtime, init: initContainerRuntime(runtime) },
        // The shell exposes nothing, so its build leaves out what a container needs to be initialised.
        bundlerRuntime: { ...bundlerRuntime, initContainerEntry },
        attachShareScopeMap,
      };
      Object.assign(globalThis, { [LENT_BUNDLER_RUNTIME_GLOBAL]: lent });
      return args;
    },
  };
}
