/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment ApiKeyTableRow on ApiKey {\n    id\n    name\n    prefix\n    createdAt\n    lastUsedAt\n    revokedAt\n    isRevoked\n    expiresAt\n    isExpired\n    previousSecretExpiresAt\n  }\n": typeof types.ApiKeyTableRowFragmentDoc,
    "\n  query ApiKeysWidget {\n    apiKeys {\n      id\n      isRevoked\n      expiresAt\n      isExpired\n    }\n  }\n": typeof types.ApiKeysWidgetDocument,
    "\n  query ApiExplorerPage {\n    dataEndpoints {\n      ...DataEndpointFields\n    }\n    apiKeys {\n      id\n      ...KeyFieldKey\n    }\n  }\n": typeof types.ApiExplorerPageDocument,
    "\n  fragment KeyFieldKey on ApiKey {\n    id\n    name\n    prefix\n    isRevoked\n    expiresAt\n    isExpired\n    previousPrefix\n    previousSecretExpiresAt\n  }\n": typeof types.KeyFieldKeyFragmentDoc,
    "\n  fragment DataEndpointFields on DataEndpoint {\n    id\n    provider\n    path\n    summary\n    description\n    returns\n    plans\n    cacheTtlSeconds\n    isSampleData\n    parameters {\n      name\n      in\n      required\n      description\n      example\n      pattern\n    }\n  }\n": typeof types.DataEndpointFieldsFragmentDoc,
    "\n  mutation CreateApiKey($name: String!, $expiresInDays: Int) {\n    createApiKey(name: $name, expiresInDays: $expiresInDays) {\n      secret\n      apiKey {\n        id\n        ...ApiKeyTableRow\n      }\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  mutation RenameApiKey($id: ID!, $name: String!) {\n    renameApiKey(id: $id, input: { name: $name }) {\n      id\n      ...ApiKeyTableRow\n    }\n  }\n": typeof types.RenameApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      ...ApiKeyTableRow\n    }\n  }\n": typeof types.RevokeApiKeyDocument,
    "\n  mutation RotateApiKey($id: ID!, $gracePeriod: String!) {\n    rotateApiKey(id: $id, input: { gracePeriod: $gracePeriod }) {\n      secret\n      apiKey {\n        id\n        ...ApiKeyTableRow\n      }\n    }\n  }\n": typeof types.RotateApiKeyDocument,
    "\n  query ApiKeysPage {\n    apiKeys {\n      id\n      ...ApiKeyTableRow\n    }\n  }\n": typeof types.ApiKeysPageDocument,
    "\n  fragment ProviderStatusFields on ProviderStatus {\n    provider\n    breakerState\n    breakerOpenProcesses\n    processes\n    isDegraded\n    scope\n    fiveMinuteCalls\n    fiveMinuteErrorRate\n    fiveMinuteP95LatencyMs\n    lastHourCalls\n    lastHourErrorRate\n    lastHourP95LatencyMs\n    lastFailureAt\n    lastFailureKind\n  }\n": typeof types.ProviderStatusFieldsFragmentDoc,
    "\n  query ProviderStatus {\n    providerStatus {\n      ...ProviderStatusFields\n    }\n  }\n": typeof types.ProviderStatusDocument,
};
const documents: Documents = {
    "\n  fragment ApiKeyTableRow on ApiKey {\n    id\n    name\n    prefix\n    createdAt\n    lastUsedAt\n    revokedAt\n    isRevoked\n    expiresAt\n    isExpired\n    previousSecretExpiresAt\n  }\n": types.ApiKeyTableRowFragmentDoc,
    "\n  query ApiKeysWidget {\n    apiKeys {\n      id\n      isRevoked\n      expiresAt\n      isExpired\n    }\n  }\n": types.ApiKeysWidgetDocument,
    "\n  query ApiExplorerPage {\n    dataEndpoints {\n      ...DataEndpointFields\n    }\n    apiKeys {\n      id\n      ...KeyFieldKey\n    }\n  }\n": types.ApiExplorerPageDocument,
    "\n  fragment KeyFieldKey on ApiKey {\n    id\n    name\n    prefix\n    isRevoked\n    expiresAt\n    isExpired\n    previousPrefix\n    previousSecretExpiresAt\n  }\n": types.KeyFieldKeyFragmentDoc,
    "\n  fragment DataEndpointFields on DataEndpoint {\n    id\n    provider\n    path\n    summary\n    description\n    returns\n    plans\n    cacheTtlSeconds\n    isSampleData\n    parameters {\n      name\n      in\n      required\n      description\n      example\n      pattern\n    }\n  }\n": types.DataEndpointFieldsFragmentDoc,
    "\n  mutation CreateApiKey($name: String!, $expiresInDays: Int) {\n    createApiKey(name: $name, expiresInDays: $expiresInDays) {\n      secret\n      apiKey {\n        id\n        ...ApiKeyTableRow\n      }\n    }\n  }\n": types.CreateApiKeyDocument,
    "\n  mutation RenameApiKey($id: ID!, $name: String!) {\n    renameApiKey(id: $id, input: { name: $name }) {\n      id\n      ...ApiKeyTableRow\n    }\n  }\n": types.RenameApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      ...ApiKeyTableRow\n    }\n  }\n": types.RevokeApiKeyDocument,
    "\n  mutation RotateApiKey($id: ID!, $gracePeriod: String!) {\n    rotateApiKey(id: $id, input: { gracePeriod: $gracePeriod }) {\n      secret\n      apiKey {\n        id\n        ...ApiKeyTableRow\n      }\n    }\n  }\n": types.RotateApiKeyDocument,
    "\n  query ApiKeysPage {\n    apiKeys {\n      id\n      ...ApiKeyTableRow\n    }\n  }\n": types.ApiKeysPageDocument,
    "\n  fragment ProviderStatusFields on ProviderStatus {\n    provider\n    breakerState\n    breakerOpenProcesses\n    processes\n    isDegraded\n    scope\n    fiveMinuteCalls\n    fiveMinuteErrorRate\n    fiveMinuteP95LatencyMs\n    lastHourCalls\n    lastHourErrorRate\n    lastHourP95LatencyMs\n    lastFailureAt\n    lastFailureKind\n  }\n": types.ProviderStatusFieldsFragmentDoc,
    "\n  query ProviderStatus {\n    providerStatus {\n      ...ProviderStatusFields\n    }\n  }\n": types.ProviderStatusDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiKeyTableRow on ApiKey {\n    id\n    name\n    prefix\n    createdAt\n    lastUsedAt\n    revokedAt\n    isRevoked\n    expiresAt\n    isExpired\n    previousSecretExpiresAt\n  }\n"): (typeof documents)["\n  fragment ApiKeyTableRow on ApiKey {\n    id\n    name\n    prefix\n    createdAt\n    lastUsedAt\n    revokedAt\n    isRevoked\n    expiresAt\n    isExpired\n    previousSecretExpiresAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeysWidget {\n    apiKeys {\n      id\n      isRevoked\n      expiresAt\n      isExpired\n    }\n  }\n"): (typeof documents)["\n  query ApiKeysWidget {\n    apiKeys {\n      id\n      isRevoked\n      expiresAt\n      isExpired\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiExplorerPage {\n    dataEndpoints {\n      ...DataEndpointFields\n    }\n    apiKeys {\n      id\n      ...KeyFieldKey\n    }\n  }\n"): (typeof documents)["\n  query ApiExplorerPage {\n    dataEndpoints {\n      ...DataEndpointFields\n    }\n    apiKeys {\n      id\n      ...KeyFieldKey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment KeyFieldKey on ApiKey {\n    id\n    name\n    prefix\n    isRevoked\n    expiresAt\n    isExpired\n    previousPrefix\n    previousSecretExpiresAt\n  }\n"): (typeof documents)["\n  fragment KeyFieldKey on ApiKey {\n    id\n    name\n    prefix\n    isRevoked\n    expiresAt\n    isExpired\n    previousPrefix\n    previousSecretExpiresAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DataEndpointFields on DataEndpoint {\n    id\n    provider\n    path\n    summary\n    description\n    returns\n    plans\n    cacheTtlSeconds\n    isSampleData\n    parameters {\n      name\n      in\n      required\n      description\n      example\n      pattern\n    }\n  }\n"): (typeof documents)["\n  fragment DataEndpointFields on DataEndpoint {\n    id\n    provider\n    path\n    summary\n    description\n    returns\n    plans\n    cacheTtlSeconds\n    isSampleData\n    parameters {\n      name\n      in\n      required\n      description\n      example\n      pattern\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($name: String!, $expiresInDays: Int) {\n    createApiKey(name: $name, expiresInDays: $expiresInDays) {\n      secret\n      apiKey {\n        id\n        ...ApiKeyTableRow\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiKey($name: String!, $expiresInDays: Int) {\n    createApiKey(name: $name, expiresInDays: $expiresInDays) {\n      secret\n      apiKey {\n        id\n        ...ApiKeyTableRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameApiKey($id: ID!, $name: String!) {\n    renameApiKey(id: $id, input: { name: $name }) {\n      id\n      ...ApiKeyTableRow\n    }\n  }\n"): (typeof documents)["\n  mutation RenameApiKey($id: ID!, $name: String!) {\n    renameApiKey(id: $id, input: { name: $name }) {\n      id\n      ...ApiKeyTableRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      ...ApiKeyTableRow\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      ...ApiKeyTableRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateApiKey($id: ID!, $gracePeriod: String!) {\n    rotateApiKey(id: $id, input: { gracePeriod: $gracePeriod }) {\n      secret\n      apiKey {\n        id\n        ...ApiKeyTableRow\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RotateApiKey($id: ID!, $gracePeriod: String!) {\n    rotateApiKey(id: $id, input: { gracePeriod: $gracePeriod }) {\n      secret\n      apiKey {\n        id\n        ...ApiKeyTableRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeysPage {\n    apiKeys {\n      id\n      ...ApiKeyTableRow\n    }\n  }\n"): (typeof documents)["\n  query ApiKeysPage {\n    apiKeys {\n      id\n      ...ApiKeyTableRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProviderStatusFields on ProviderStatus {\n    provider\n    breakerState\n    breakerOpenProcesses\n    processes\n    isDegraded\n    scope\n    fiveMinuteCalls\n    fiveMinuteErrorRate\n    fiveMinuteP95LatencyMs\n    lastHourCalls\n    lastHourErrorRate\n    lastHourP95LatencyMs\n    lastFailureAt\n    lastFailureKind\n  }\n"): (typeof documents)["\n  fragment ProviderStatusFields on ProviderStatus {\n    provider\n    breakerState\n    breakerOpenProcesses\n    processes\n    isDegraded\n    scope\n    fiveMinuteCalls\n    fiveMinuteErrorRate\n    fiveMinuteP95LatencyMs\n    lastHourCalls\n    lastHourErrorRate\n    lastHourP95LatencyMs\n    lastFailureAt\n    lastFailureKind\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProviderStatus {\n    providerStatus {\n      ...ProviderStatusFields\n    }\n  }\n"): (typeof documents)["\n  query ProviderStatus {\n    providerStatus {\n      ...ProviderStatusFields\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;