import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { singletonProbe } from '@touchline/remote-devkit/probe';
import failurePolicy from '../remotes/failurePolicy';

let instances = 0;

/**
 * A real Module Federation runtime (with the shell's failure policy) whose network is faked:
 * every remote entry "download" is recorded, and the next `failures` of them fail.
 */
export function createFakeFederation() {
  const requestedEntries: string[] = [];
  const state = { failures: 0 };
  const network: ModuleFederationRuntimePlugin = {
    name: 'fake-network',
    async loadEntry({ remoteInfo }) {
      requestedEntries.push(remoteInfo.entry);
      if (state.failures > 0) {
        state.failures -= 1;
        throw new Error(`${remoteInfo.entry} is unreachable`);
      }
      return {
        init: async () => undefined,
        get: (expose: string) => async () => ({
          routes: [],
          widgets: [],
          probe: singletonProbe,
          servedFrom: remoteInfo.entry,
          expose,
        }),
      };
    },
  };
  instances += 1;
  const federation = createInstance({
    name: `test_host_${instances}`,
    remotes: [],
    plugins: [failurePolicy(), network],
  });
  return {
    federation,
    requestedEntries,
    failNextLoads(count: number) {
      state.failures = count;
    },
  };
}
