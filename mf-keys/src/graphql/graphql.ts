/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ApiKeyTableRowFragment = {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  isRevoked: boolean;
  expiresAt: string | null;
  isExpired: boolean;
  previousSecretExpiresAt: string | null;
};

export type ApiKeysWidgetQueryVariables = Exact<{ [key: string]: never }>;

export type ApiKeysWidgetQuery = {
  apiKeys: Array<{ id: string; isRevoked: boolean; expiresAt: string | null; isExpired: boolean }>;
};

export type ApiExplorerPageQueryVariables = Exact<{ [key: string]: never }>;

export type ApiExplorerPageQuery = {
  dataEndpoints: Array<{
    id: string;
    provider: string;
    path: string;
    summary: string;
    description: string;
    returns: string;
    plans: Array<string>;
    cacheTtlSeconds: number;
    isSampleData: boolean;
    parameters: Array<{
      name: string;
      in: string;
      required: boolean;
      description: string;
      example: string;
      pattern: string | null;
    }>;
  }>;
  apiKeys: Array<{
    id: string;
    name: string;
    prefix: string;
    isRevoked: boolean;
    expiresAt: string | null;
    isExpired: boolean;
  }>;
};

export type KeyFieldKeyFragment = {
  id: string;
  name: string;
  prefix: string;
  isRevoked: boolean;
  expiresAt: string | null;
  isExpired: boolean;
};

export type DataEndpointFieldsFragment = {
  id: string;
  provider: string;
  path: string;
  summary: string;
  description: string;
  returns: string;
  plans: Array<string>;
  cacheTtlSeconds: number;
  isSampleData: boolean;
  parameters: Array<{
    name: string;
    in: string;
    required: boolean;
    description: string;
    example: string;
    pattern: string | null;
  }>;
};

export type CreateApiKeyMutationVariables = Exact<{
  name: string;
  expiresInDays?: number | null | undefined;
}>;

export type CreateApiKeyMutation = {
  createApiKey: {
    secret: string;
    apiKey: {
      id: string;
      name: string;
      prefix: string;
      createdAt: string;
      lastUsedAt: string | null;
      revokedAt: string | null;
      isRevoked: boolean;
      expiresAt: string | null;
      isExpired: boolean;
      previousSecretExpiresAt: string | null;
    };
  };
};

export type RenameApiKeyMutationVariables = Exact<{
  id: string | number;
  name: string;
}>;

export type RenameApiKeyMutation = {
  renameApiKey: {
    id: string;
    name: string;
    prefix: string;
    createdAt: string;
    lastUsedAt: string | null;
    revokedAt: string | null;
    isRevoked: boolean;
    expiresAt: string | null;
    isExpired: boolean;
    previousSecretExpiresAt: string | null;
  };
};

export type RevokeApiKeyMutationVariables = Exact<{
  id: string | number;
}>;

export type RevokeApiKeyMutation = {
  revokeApiKey: {
    id: string;
    name: string;
    prefix: string;
    createdAt: string;
    lastUsedAt: string | null;
    revokedAt: string | null;
    isRevoked: boolean;
    expiresAt: string | null;
    isExpired: boolean;
    previousSecretExpiresAt: string | null;
  };
};

export type RotateApiKeyMutationVariables = Exact<{
  id: string | number;
  gracePeriod: string;
}>;

export type RotateApiKeyMutation = {
  rotateApiKey: {
    secret: string;
    apiKey: {
      id: string;
      name: string;
      prefix: string;
      createdAt: string;
      lastUsedAt: string | null;
      revokedAt: string | null;
      isRevoked: boolean;
      expiresAt: string | null;
      isExpired: boolean;
      previousSecretExpiresAt: string | null;
    };
  };
};

export type ApiKeysPageQueryVariables = Exact<{ [key: string]: never }>;

export type ApiKeysPageQuery = {
  apiKeys: Array<{
    id: string;
    name: string;
    prefix: string;
    createdAt: string;
    lastUsedAt: string | null;
    revokedAt: string | null;
    isRevoked: boolean;
    expiresAt: string | null;
    isExpired: boolean;
    previousSecretExpiresAt: string | null;
  }>;
};

export type ProviderStatusFieldsFragment = {
  provider: string;
  breakerState: string;
  breakerOpenProcesses: number;
  processes: number;
  isDegraded: boolean;
  scope: string;
  fiveMinuteCalls: number;
  fiveMinuteErrorRate: number | null;
  fiveMinuteP95LatencyMs: number | null;
  lastHourCalls: number;
  lastHourErrorRate: number | null;
  lastHourP95LatencyMs: number | null;
  lastFailureAt: string | null;
  lastFailureKind: string | null;
};

export type ProviderStatusQueryVariables = Exact<{ [key: string]: never }>;

export type ProviderStatusQuery = {
  providerStatus: Array<{
    provider: string;
    breakerState: string;
    breakerOpenProcesses: number;
    processes: number;
    isDegraded: boolean;
    scope: string;
    fiveMinuteCalls: number;
    fiveMinuteErrorRate: number | null;
    fiveMinuteP95LatencyMs: number | null;
    lastHourCalls: number;
    lastHourErrorRate: number | null;
    lastHourP95LatencyMs: number | null;
    lastFailureAt: string | null;
    lastFailureKind: string | null;
  }>;
};

export const ApiKeyTableRowFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ApiKeyTableRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ApiKey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'prefix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUsedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isRevoked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isExpired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'previousSecretExpiresAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ApiKeyTableRowFragment, unknown>;
export const KeyFieldKeyFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'KeyFieldKey' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ApiKey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'prefix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isRevoked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isExpired' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<KeyFieldKeyFragment, unknown>;
export const DataEndpointFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DataEndpointFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DataEndpoint' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'provider' } },
          { kind: 'Field', name: { kind: 'Name', value: 'path' } },
          { kind: 'Field', name: { kind: 'Name', value: 'summary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'returns' } },
          { kind: 'Field', name: { kind: 'Name', value: 'plans' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cacheTtlSeconds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isSampleData' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'parameters' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'in' } },
                { kind: 'Field', name: { kind: 'Name', value: 'required' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'example' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pattern' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DataEndpointFieldsFragment, unknown>;
export const ProviderStatusFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProviderStatusFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProviderStatus' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'provider' } },
          { kind: 'Field', name: { kind: 'Name', value: 'breakerState' } },
          { kind: 'Field', name: { kind: 'Name', value: 'breakerOpenProcesses' } },
          { kind: 'Field', name: { kind: 'Name', value: 'processes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isDegraded' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scope' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fiveMinuteCalls' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fiveMinuteErrorRate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fiveMinuteP95LatencyMs' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastHourCalls' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastHourErrorRate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastHourP95LatencyMs' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastFailureAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastFailureKind' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProviderStatusFieldsFragment, unknown>;
export const ApiKeysWidgetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ApiKeysWidget' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'apiKeys' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isRevoked' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isExpired' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ApiKeysWidgetQuery, ApiKeysWidgetQueryVariables>;
export const ApiExplorerPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ApiExplorerPage' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dataEndpoints' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'DataEndpointFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'apiKeys' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'KeyFieldKey' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DataEndpointFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DataEndpoint' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'provider' } },
          { kind: 'Field', name: { kind: 'Name', value: 'path' } },
          { kind: 'Field', name: { kind: 'Name', value: 'summary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'returns' } },
          { kind: 'Field', name: { kind: 'Name', value: 'plans' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cacheTtlSeconds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isSampleData' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'parameters' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'in' } },
                { kind: 'Field', name: { kind: 'Name', value: 'required' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'example' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pattern' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'KeyFieldKey' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ApiKey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'prefix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isRevoked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isExpired' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ApiExplorerPageQuery, ApiExplorerPageQueryVariables>;
export const CreateApiKeyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateApiKey' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'expiresInDays' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createApiKey' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'expiresInDays' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'expiresInDays' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'secret' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'apiKey' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ApiKeyTableRow' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ApiKeyTableRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ApiKey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'prefix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUsedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isRevoked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isExpired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'previousSecretExpiresAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const RenameApiKeyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RenameApiKey' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'renameApiKey' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'name' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ApiKeyTableRow' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ApiKeyTableRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ApiKey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'prefix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUsedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isRevoked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isExpired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'previousSecretExpiresAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RenameApiKeyMutation, RenameApiKeyMutationVariables>;
export const RevokeApiKeyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RevokeApiKey' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revokeApiKey' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ApiKeyTableRow' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ApiKeyTableRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ApiKey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'prefix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUsedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isRevoked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isExpired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'previousSecretExpiresAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;
export const RotateApiKeyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RotateApiKey' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'gracePeriod' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rotateApiKey' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'gracePeriod' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'gracePeriod' } },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'secret' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'apiKey' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ApiKeyTableRow' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ApiKeyTableRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ApiKey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'prefix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUsedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isRevoked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isExpired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'previousSecretExpiresAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RotateApiKeyMutation, RotateApiKeyMutationVariables>;
export const ApiKeysPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ApiKeysPage' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'apiKeys' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ApiKeyTableRow' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ApiKeyTableRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ApiKey' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'prefix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUsedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isRevoked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isExpired' } },
          { kind: 'Field', name: { kind: 'Name', value: 'previousSecretExpiresAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ApiKeysPageQuery, ApiKeysPageQueryVariables>;
export const ProviderStatusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProviderStatus' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'providerStatus' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProviderStatusFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProviderStatusFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProviderStatus' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'provider' } },
          { kind: 'Field', name: { kind: 'Name', value: 'breakerState' } },
          { kind: 'Field', name: { kind: 'Name', value: 'breakerOpenProcesses' } },
          { kind: 'Field', name: { kind: 'Name', value: 'processes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isDegraded' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scope' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fiveMinuteCalls' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fiveMinuteErrorRate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fiveMinuteP95LatencyMs' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastHourCalls' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastHourErrorRate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastHourP95LatencyMs' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastFailureAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastFailureKind' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProviderStatusQuery, ProviderStatusQueryVariables>;
