// The one place that decides what a failed remote load does. Registered as a federation runtime
// plugin (rsbuild.config.ts `runtimePlugins`), so it sees every loadRemote of the shell.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const PRELOAD_ERROR_EVENT = 'preload-error';

export interface PreloadErrorDetail {
  /** The requested module, e.g. `mf_keys/routes`. */
  id: string;
  error: unknown;
}

export default function failurePolicy(): ModuleFederationRuntimePlugin {
  return {
    name: 'touchline-failure-policy',
    errorLoadRemote({ id, error, lifecycle }) {
      // Inner stages (manifest, entry) report first and then fail the whole loadRemote, which
      // reports again as 'onLoad': announcing only that one gives one event per failed load.
      if (lifecycle !== 'onLoad') return undefined;
      window.dispatchEvent(new CustomEvent<PreloadErrorDetail>(PRELOAD_ERROR_EVENT, { detail: { id, error } }));
      // No replacement module: the runtime rethrows, and the screen's error boundary shows the fallback.
      return undefined;
    },
  };
}
