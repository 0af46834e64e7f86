// The singleton probe of a bundle whose public screens (log in, sign up) must not load Apollo
// Client: the shell and mf-auth. It holds every probed library but Apollo Client's two entry
// points, which join it when the bundle's signed-in code runs `recordApolloIdentities()` from
// ./probe.ts (the module that imports Apollo Client). Until then they are undefined: not loaded.
import { ColorModeProvider } from '@touchline/ui-kit';
import type { ProbedPackage, SingletonProbe } from '@touchline/shell-contract';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { jsx } from 'react/jsx-runtime';
import { UNSAFE_NavigationContext } from 'react-router';
import { ThemeContext } from 'styled-components';

const identities: Record<ProbedPackage, unknown> = {
  react: useState,
  'react/jsx-runtime': jsx,
  'react-dom': createPortal,
  'react-dom/client': createRoot,
  'react-router': UNSAFE_NavigationContext,
  'styled-components': ThemeContext,
  '@apollo/client': undefined,
  '@apollo/client/react': undefined,
  '@touchline/ui-kit': ColorModeProvider,
};

/** This bundle's probe; Apollo Client's entries are filled in once the bundle has loaded it. */
export const publicSingletonProbe: SingletonProbe = identities;

/** Used by ./probe.ts only. */
export function setApolloIdentities(apolloClient: unknown, useApolloClient: unknown) {
  identities['@apollo/client'] = apolloClient;
  identities['@apollo/client/react'] = useApolloClient;
}
