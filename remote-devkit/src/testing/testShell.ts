// What the shell lends a screen when there is no shell: free of test-only imports, so stories
// use it as well as tests.
import type { ShellServices } from '@touchline/shell-contract';
import { localRuntimeConfig } from '../local-runtime-config.ts';

/** The local runtime config, nobody signed in, and sign-in and sign-out that do nothing, unless overridden. */
export function testShell(overrides: Partial<ShellServices> = {}): ShellServices {
  return { config: localRuntimeConfig, viewer: null, signIn: () => undefined, signOut: () => undefined, ...overrides };
}
