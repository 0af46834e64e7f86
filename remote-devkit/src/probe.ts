// Compiled into the shell and into every remote. Each import below resolves through the importing
// bundle's share scope, so two probes hold the same objects only if the library exists once.
import { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { ColorModeProvider } from '@touchline/ui-kit';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { jsx } from 'react/jsx-runtime';
import { UNSAFE_NavigationContext } from 'react-router';
import { ThemeContext } from 'styled-components';
import type { SingletonProbe } from '@touchline/shell-contract';

export const singletonProbe: SingletonProbe = Object.freeze({
  react: useState,
  'react/jsx-runtime': jsx,
  'react-dom': createPortal,
  'react-dom/client': createRoot,
  'react-router': UNSAFE_NavigationContext,
  'styled-components': ThemeContext,
  '@apollo/client': ApolloClient,
  '@apollo/client/react': useApolloClient,
  '@touchline/ui-kit': ColorModeProvider,
});
