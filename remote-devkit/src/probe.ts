// Compiled into the shell and into every remote. Each import resolves through the importing
// bundle's share scope, so two probes hold the same objects only if the library exists once.
// This module imports Apollo Client: a bundle whose public screens must not load it (the shell,
// mf-auth) starts from ./public-probe.ts and imports this module only with its signed-in code.
import { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import type { SingletonProbe } from '@touchline/shell-contract';
import { publicSingletonProbe, setApolloIdentities } from './public-probe.ts';

/** Adds Apollo Client's identities to this bundle's probe (idempotent). */
export function recordApolloIdentities(): void {
  setApolloIdentities(ApolloClient, useApolloClient);
}

recordApolloIdentities();

/** Every probed library, Apollo Client included: the probe of a remote whose screens are all signed in. */
export const singletonProbe: SingletonProbe = publicSingletonProbe;
