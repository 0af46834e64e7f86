// The API explorer's catalog comes from the bff (GraphQL `dataEndpoints`), where one description
// of the data endpoints also sets the proxy's cache lifetimes and the API docs; this file holds
// the fields the explorer reads and how it presents the two providers.
import { graphql } from '../../graphql';
import type { DataEndpointFieldsFragment } from '../../graphql/graphql';

/** @public The fragment its screen's query spreads by name; codegen reads it here. */
export const DataEndpointFields = graphql(`
  fragment DataEndpointFields on DataEndpoint {
    id
    provider
    path
    summary
    description
    returns
    plans
    cacheTtlSeconds
    isSampleData
    parameters {
      name
      in
      required
      description
      example
      pattern
    }
  }
`);

export type Endpoint = DataEndpointFieldsFragment;

const PROVIDER_LABELS: Readonly<Record<string, string>> = {
  flashscore: 'Live scores (flashscore)',
  transfermarkt: 'Transfers (transfermarkt)',
};

/** How the dashboard names a provider: by what it offers, then its name. */
export const providerLabel = (provider: string) => PROVIDER_LABELS[provider] ?? provider;

export interface ProviderGroup {
  provider: string;
  label: string;
  endpoints: Endpoint[];
}

/** The catalog grouped by provider, in the catalog's order. */
export function groupByProvider(endpoints: readonly Endpoint[]): ProviderGroup[] {
  const groups = new Map<string, ProviderGroup>();
  for (const endpoint of endpoints) {
    let group = groups.get(endpoint.provider);
    if (!group) {
      group = {
        provider: endpoint.provider,
        label: providerLabel(endpoint.provider),
        endpoints: [],
      };
      groups.set(endpoint.provider, group);
    }
    group.endpoints.push(endpoint);
  }
  return [...groups.values()];
}

export function endpointById(endpoints: readonly Endpoint[], id: string | null | undefined): Endpoint | undefined {
  return endpoints.find((endpoint) => endpoint.id === id);
}
