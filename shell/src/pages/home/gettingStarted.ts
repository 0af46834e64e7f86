// The dashboard's "Get started" checklist: what the bff says of each step (it reads the account's
// data: a key, a metered call, the usage opened since, a paid plan), and the two things the
// dashboard tells it: the account opened its usage, and dismissed the list.
import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../graphql';
import type { GettingStartedStateFragment } from '../../graphql/graphql';

export const GettingStartedState = graphql(`
  fragment GettingStartedState on GettingStarted {
    hasKey
    hasCalled
    hasSeenUsage
    hasPickedPlan
    isDismissed
  }
`);

export const GettingStartedQuery = graphql(`
  query GettingStarted {
    gettingStarted {
      ...GettingStartedState
    }
  }
`);

export const DismissGettingStartedMutation = graphql(`
  mutation DismissGettingStarted {
    dismissGettingStarted {
      ...GettingStartedState
    }
  }
`);

export const MarkGettingStartedUsageSeenMutation = graphql(`
  mutation MarkGettingStartedUsageSeen {
    markGettingStartedUsageSeen {
      ...GettingStartedState
    }
  }
`);

export type GettingStartedState = GettingStartedStateFragment;

/** The checklist has no id to be normalised by: a mutation's answer is written over the query's by hand. */
export function rememberGettingStarted(cache: ApolloCache, state: GettingStartedState | undefined): void {
  if (state) cache.writeQuery({ query: GettingStartedQuery, data: { gettingStarted: state } });
}

export interface ChecklistStep {
  label: string;
  /** Where the step is done. */
  path: '/api-keys' | '/api-explorer' | '/usage' | '/billing';
  action: string;
  isDone: (state: GettingStartedState) => boolean;
}

export const CHECKLIST_STEPS: readonly ChecklistStep[] = [
  { label: 'Create an API key', path: '/api-keys', action: 'Create a key', isDone: (state) => state.hasKey },
  {
    label: 'Make your first call',
    path: '/api-explorer',
    action: 'Open the API Explorer',
    isDone: (state) => state.hasCalled,
  },
  { label: 'See it in usage', path: '/usage', action: 'Open usage', isDone: (state) => state.hasSeenUsage },
  { label: 'Pick a plan', path: '/billing', action: 'Compare plans', isDone: (state) => state.hasPickedPlan },
];
