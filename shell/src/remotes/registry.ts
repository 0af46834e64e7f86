import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemoteRoutesModule, RemoteWidgetsModule, RuntimeConfig } from '@touchline/shell-contract';

export type Federation = Pick<ModuleFederation, 'registerRemotes' | 'loadRemote'>;

export interface RemoteRegistry {
  /** Loads a remote's `./routes` on first use; later calls share the same promise until one fails. */
  loadRoutes(remote: RemoteName): Promise<RemoteRoutesModule>;
  loadWidgets(remote: RemoteName): Promise<RemoteWidgetsModule>;
}

export interface RegistryOptions {
  onRoutesLoaded?: (remote: RemoteName, module: RemoteRoutesModule) => void;
}

/**
 * Registers every remote named by the runtime config with the federation runtime. Nothing is
 * fetched here: a remote's manifest is requested the first time one of its screens is shown.
 */
export function createRemoteRegistry(
  config: RuntimeConfig,
  federation: Federation,
  { onRoutesLoaded }: RegistryOptions = {},
): RemoteRegistry {
  const entries = Object.entries(config.remotes) as [RemoteName, string][];
  // `force` lets a newer config replace URLs an earlier one registered in this page.
  federation.registerRemotes(
    entries.map(([name, entry]) => ({ name, entry })),
    { force: true },
  );

  const loads = new Map<string, Promise<unknown>>();
  const failedRemotes = new Set<RemoteName>();

  function load<T>(remote: RemoteName, expose: 'routes' | 'widgets', onLoaded?: (module: T) => void): Promise<T> {
    const id = `${remote}/${expose}`;
    const known = loads.get(id);
    if (known) return known as Promise<T>;

    const entry = config.remotes[remote];
    if (failedRemotes.has(remote) && entry) {
      // Re-registering drops the runtime's cached manifest and entry, so a retry really refetches.
      federation.registerRemotes([{ name: remote, entry }], { force: true });
      failedRemotes.delete(remote);
    }
    const loading = federation.loadRemote<T>(id).then((module) => {
      if (!module) throw new Error(`${id} did not provide a module`);
      onLoaded?.(module);
      return module;
    });
    loads.set(id, loading);
    loading.catch(() => {
      loads.delete(id);
      failedRemotes.add(remote);
    });
    return loading;
  }

  return {
    loadRoutes: (remote) => load<RemoteRoutesModule>(remote, 'routes', (module) => onRoutesLoaded?.(remote, module)),
    loadWidgets: (remote) => load<RemoteWidgetsModule>(remote, 'widgets'),
  };
}
