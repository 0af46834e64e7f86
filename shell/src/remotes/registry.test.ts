import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { RuntimeConfig } from '@touchline/shell-contract';
import { createFakeFederation } from '../testing/fakeFederation';
import { testConfig } from '../testing/renderShell';
import { PRELOAD_ERROR_EVENT } from './failurePolicy';
import { createRemoteRegistry } from './registry';

type Loaded = { servedFrom: string };

const withKeysAt = (entry: string): RuntimeConfig => ({
  ...testConfig,
  remotes: { ...testConfig.remotes, mf_keys: entry },
});

describe('remote registry', () => {
  const listeners: Array<() => void> = [];
  afterEach(() => listeners.splice(0).forEach((remove) => remove()));

  function countPreloadErrors() {
    const onError = jest.fn();
    window.addEventListener(PRELOAD_ERROR_EVENT, onError);
    listeners.push(() => window.removeEventListener(PRELOAD_ERROR_EVENT, onError));
    return onError;
  }

  it('fetches nothing until a remote is first needed, then loads it from the URL in the runtime config', async () => {
    const { federation, requestedEntries } = createFakeFederation();
    const registry = createRemoteRegistry(withKeysAt('https://cdn-a.test/mf-keys/remoteEntry.js'), federation);
    expect(requestedEntries).toEqual([]);

    const module = (await registry.loadRoutes('mf_keys')) as unknown as Loaded;
    expect(module.servedFrom).toBe('https://cdn-a.test/mf-keys/remoteEntry.js');
    await registry.loadRoutes('mf_keys');
    expect(requestedEntries).toEqual(['https://cdn-a.test/mf-keys/remoteEntry.js']);
  });

  it('loads a redeployed remote from its new URL when only the runtime config changed', async () => {
    const { federation, requestedEntries } = createFakeFederation();
    const before = createRemoteRegistry(withKeysAt('https://cdn-old.test/mf-keys/remoteEntry.js'), federation);
    await before.loadRoutes('mf_keys');

    const after = createRemoteRegistry(withKeysAt('https://cdn-b.test/v2/mf-keys/remoteEntry.js'), federation);
    const module = (await after.loadRoutes('mf_keys')) as unknown as Loaded;

    expect(module.servedFrom).toBe('https://cdn-b.test/v2/mf-keys/remoteEntry.js');
    expect(requestedEntries).toEqual([
      'https://cdn-old.test/mf-keys/remoteEntry.js',
      'https://cdn-b.test/v2/mf-keys/remoteEntry.js',
    ]);
  });

  it('raises one preload-error per failed load, rethrows it, and refetches only after forgetFailure', async () => {
    const { federation, requestedEntries, failNextLoads } = createFakeFederation();
    const preloadErrors = countPreloadErrors();
    const registry = createRemoteRegistry(withKeysAt('https://cdn-flaky.test/mf-keys/remoteEntry.js'), federation);

    failNextLoads(1);
    await expect(registry.loadRoutes('mf_keys')).rejects.toThrow('unreachable');
    expect(preloadErrors).toHaveBeenCalledTimes(1);
    expect((preloadErrors.mock.calls[0]![0] as CustomEvent).detail).toMatchObject({ id: 'mf_keys/routes' });

    // Re-renders of the failed screen get the same failure instead of hammering the server.
    await expect(registry.loadRoutes('mf_keys')).rejects.toThrow('unreachable');
    expect(requestedEntries).toHaveLength(1);

    registry.forgetFailure('mf_keys');
    const module = (await registry.loadRoutes('mf_keys')) as unknown as Loaded;
    expect(module.servedFrom).toBe('https://cdn-flaky.test/mf-keys/remoteEntry.js');
    expect(requestedEntries).toHaveLength(2);
    expect(preloadErrors).toHaveBeenCalledTimes(1);
  });

  it('fails, with a preload-error, for a remote the runtime config does not name', async () => {
    const { federation } = createFakeFederation();
    const preloadErrors = countPreloadErrors();
    const registry = createRemoteRegistry(testConfig, federation);
    await expect(registry.loadRoutes('mf_usage')).rejects.toThrow();
    expect(preloadErrors).toHaveBeenCalledTimes(1);
  });
});
