import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemoteRoutesModule, RemoteWidgetsModule, RuntimeConfig } from '@touchline/shell-contract';

export type Federation = Pick<ModuleFederation, 'registerRemotes' | 'loadRemote'>;

export interface RemoteRegistry {
  /** A remote's `./routes`, loaded on first use; later calls get the same promise, failed or not. */
  loadRoutes(remote: RemoteName): Promise<RemoteRoutesModule>;
  loadWidgets(remote: RemoteName): Promise<RemoteWidgetsModule>;
  /** Forgets the remote's failed loads, so the next load asks the network again (Retry). */
  forgetFailure(remote: RemoteName): void;
}

export interface RegistryOptions {
  onRoutesLoaded?: (remote: RemoteName, module: RemoteRoutesModule) => void;
}

type Expose = 'routes' | 'widgets';

/**
 * Registers every remote named by the runtime config with the federation runtime. Nothing is
 * fetched here: a remote's manifest is requested the first time one of its screens is shown.
 * A failure is kept until forgetFailure(), so re-renders (React retries suspended renders, and
 * does so repeatedly during a navigation) never turn one visit into a burst of requests.
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
  const failed = new Map<RemoteName, Set<Expose>>();
  const needsFreshRegistration = new Set<RemoteName>();

  function load<T>(remote: RemoteName, expose: Expose, onLoaded?: (module: T) => void): Promise<T> {
    const id = `${remote}/${expose}`;
    const known = loads.get(id);
    if (known) return known as Promise<T>;

    const entry = config.remotes[remote];
    if (needsFreshRegistration.has(remote) && entry) {
      // Re-registering drops the runtime's cached manifest and entry, so a retry really refetches.
      federation.registerRemotes([{ name: remote, entry }], { force: true });
      needsFreshRegistration.delete(remote);
    }
    const loading = federation.loadRemote<T>(id).then((module) => {
      if (!module) throw new Error(`${id} did not provide a module`);
      onLoaded?.(module);
      return module;
    });
    loads.set(id, loading);
    loading.catch(() => {
      if (!failed.has(remote)) failed.set(remote, new Set());
      failed.get(remote)!.add(expose);
    });
    return loading;
  }

  return {
    loadRoutes: (remote) => load<RemoteRoutesModule>(remote, 'routes', (module) => onRoutesLoaded?.(remote, module)),
    loadWidgets: (remote) => load<RemoteWidgetsModule>(remote, 'widgets'),
    forgetFailure(remote) {
      const exposes = failed.get(remote);
      if (!exposes) return;
      for (const expose of exposes) loads.delete(`${remote}/${expose}`);
      failed.delete(remote);
      needsFreshRegistration.add(remote);
    },
  };
}
