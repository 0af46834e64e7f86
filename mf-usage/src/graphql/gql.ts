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
    "\n  query UsageAccounts($limit: Int!) {\n    users(limit: $limit) {\n      count\n      data {\n        id\n        email\n        fullName\n      }\n    }\n  }\n": typeof types.UsageAccountsDocument,
    "\n  fragment KeyUsageRow on KeyUsage {\n    id\n    name\n    prefix\n    isRevoked\n    isExpired\n    calls\n    errors\n    lastUsedAt\n  }\n": typeof types.KeyUsageRowFragmentDoc,
    "\n  fragment RequestLogRow on RequestLogEntry {\n    occurredAt\n    requestId\n    apiKeyId\n    keyName\n    method\n    path\n    provider\n    status\n    latencyMs\n    bytes\n    cacheStatus\n  }\n": typeof types.RequestLogRowFragmentDoc,
    "\n  fragment StatusClassRow on StatusClassUsage {\n    statusClass\n    codes\n    calls\n    share\n    callsWithoutCode\n    statusCodes {\n      statusCode\n      reason\n      calls\n      share\n    }\n  }\n": typeof types.StatusClassRowFragmentDoc,
    "\n  fragment TopEndpointRow on EndpointUsage {\n    provider\n    endpoint\n    calls\n    errors\n    errorRate\n    p95LatencyMs\n  }\n": typeof types.TopEndpointRowFragmentDoc,
    "\n  fragment UsageKpisSummary on UsageSummary {\n    calls\n    successfulCalls\n    clientErrors\n    serverErrors\n    rateLimitedCalls\n    errors\n    errorRate\n    avgLatencyMs\n    p95LatencyMs\n    cacheHits\n    cacheHitRatio\n    quota {\n      plan\n      limit\n      used\n      remaining\n      resetsAt\n    }\n  }\n": typeof types.UsageKpisSummaryFragmentDoc,
    "\n  query UsageWidget($dateFrom: String!, $dateTo: String!) {\n    usageSummary(window: \"24h\") {\n      ...UsageKpisSummary\n    }\n    usageTimeseries(interval: \"hour\", dateFrom: $dateFrom, dateTo: $dateTo) {\n      data {\n        start\n        calls\n      }\n    }\n  }\n": typeof types.UsageWidgetDocument,
    "\n  query RequestLog(\n    $userId: String\n    $apiKeyId: String\n    $endpoint: String\n    $statusClass: String\n    $cacheStatus: String\n    $dateFrom: String\n    $dateTo: String\n    $requestId: String\n    $cursor: String\n    $limit: Int!\n  ) {\n    usageRequestLog(\n      userId: $userId\n      apiKeyId: $apiKeyId\n      endpoint: $endpoint\n      statusClass: $statusClass\n      cacheStatus: $cacheStatus\n      dateFrom: $dateFrom\n      dateTo: $dateTo\n      requestId: $requestId\n      cursor: $cursor\n      limit: $limit\n    ) {\n      nextCursor\n      data {\n        ...RequestLogRow\n      }\n    }\n    usageKeys(window: \"30d\", limit: 100, userId: $userId) {\n      data {\n        id\n        name\n        prefix\n        isRevoked\n        isExpired\n      }\n    }\n  }\n": typeof types.RequestLogDocument,
    "\n  query UsagePage($window: String!, $userId: String) {\n    usageSummary(window: $window, userId: $userId) {\n      ...UsageKpisSummary\n    }\n    usageTopEndpoints(window: $window, userId: $userId, limit: 10) {\n      data {\n        ...TopEndpointRow\n      }\n    }\n    usageKeys(window: $window, userId: $userId, limit: 100) {\n      data {\n        id\n        ...KeyUsageRow\n      }\n    }\n  }\n": typeof types.UsagePageDocument,
    "\n  query UsageChart($interval: String!, $dateFrom: String!, $dateTo: String!, $apiKeyId: ID, $userId: String) {\n    usageTimeseries(interval: $interval, dateFrom: $dateFrom, dateTo: $dateTo, apiKeyId: $apiKeyId, userId: $userId) {\n      data {\n        start\n        calls\n        errors\n        p95LatencyMs\n      }\n    }\n  }\n": typeof types.UsageChartDocument,
    "\n  query UsageStatuses($window: String!, $apiKeyId: ID, $userId: String) {\n    usageStatuses(window: $window, apiKeyId: $apiKeyId, userId: $userId) {\n      data {\n        ...StatusClassRow\n      }\n    }\n  }\n": typeof types.UsageStatusesDocument,
};
const documents: Documents = {
    "\n  query UsageAccounts($limit: Int!) {\n    users(limit: $limit) {\n      count\n      data {\n        id\n        email\n        fullName\n      }\n    }\n  }\n": types.UsageAccountsDocument,
    "\n  fragment KeyUsageRow on KeyUsage {\n    id\n    name\n    prefix\n    isRevoked\n    isExpired\n    calls\n    errors\n    lastUsedAt\n  }\n": types.KeyUsageRowFragmentDoc,
    "\n  fragment RequestLogRow on RequestLogEntry {\n    occurredAt\n    requestId\n    apiKeyId\n    keyName\n    method\n    path\n    provider\n    status\n    latencyMs\n    bytes\n    cacheStatus\n  }\n": types.RequestLogRowFragmentDoc,
    "\n  fragment StatusClassRow on StatusClassUsage {\n    statusClass\n    codes\n    calls\n    share\n    callsWithoutCode\n    statusCodes {\n      statusCode\n      reason\n      calls\n      share\n    }\n  }\n": types.StatusClassRowFragmentDoc,
    "\n  fragment TopEndpointRow on EndpointUsage {\n    provider\n    endpoint\n    calls\n    errors\n    errorRate\n    p95LatencyMs\n  }\n": types.TopEndpointRowFragmentDoc,
    "\n  fragment UsageKpisSummary on UsageSummary {\n    calls\n    successfulCalls\n    clientErrors\n    serverErrors\n    rateLimitedCalls\n    errors\n    errorRate\n    avgLatencyMs\n    p95LatencyMs\n    cacheHits\n    cacheHitRatio\n    quota {\n      plan\n      limit\n      used\n      remaining\n      resetsAt\n    }\n  }\n": types.UsageKpisSummaryFragmentDoc,
    "\n  query UsageWidget($dateFrom: String!, $dateTo: String!) {\n    usageSummary(window: \"24h\") {\n      ...UsageKpisSummary\n    }\n    usageTimeseries(interval: \"hour\", dateFrom: $dateFrom, dateTo: $dateTo) {\n      data {\n        start\n        calls\n      }\n    }\n  }\n": types.UsageWidgetDocument,
    "\n  query RequestLog(\n    $userId: String\n    $apiKeyId: String\n    $endpoint: String\n    $statusClass: String\n    $cacheStatus: String\n    $dateFrom: String\n    $dateTo: String\n    $requestId: String\n    $cursor: String\n    $limit: Int!\n  ) {\n    usageRequestLog(\n      userId: $userId\n      apiKeyId: $apiKeyId\n      endpoint: $endpoint\n      statusClass: $statusClass\n      cacheStatus: $cacheStatus\n      dateFrom: $dateFrom\n      dateTo: $dateTo\n      requestId: $requestId\n      cursor: $cursor\n      limit: $limit\n    ) {\n      nextCursor\n      data {\n        ...RequestLogRow\n      }\n    }\n    usageKeys(window: \"30d\", limit: 100, userId: $userId) {\n      data {\n        id\n        name\n        prefix\n        isRevoked\n        isExpired\n      }\n    }\n  }\n": types.RequestLogDocument,
    "\n  query UsagePage($window: String!, $userId: String) {\n    usageSummary(window: $window, userId: $userId) {\n      ...UsageKpisSummary\n    }\n    usageTopEndpoints(window: $window, userId: $userId, limit: 10) {\n      data {\n        ...TopEndpointRow\n      }\n    }\n    usageKeys(window: $window, userId: $userId, limit: 100) {\n      data {\n        id\n        ...KeyUsageRow\n      }\n    }\n  }\n": types.UsagePageDocument,
    "\n  query UsageChart($interval: String!, $dateFrom: String!, $dateTo: String!, $apiKeyId: ID, $userId: String) {\n    usageTimeseries(interval: $interval, dateFrom: $dateFrom, dateTo: $dateTo, apiKeyId: $apiKeyId, userId: $userId) {\n      data {\n        start\n        calls\n        errors\n        p95LatencyMs\n      }\n    }\n  }\n": types.UsageChartDocument,
    "\n  query UsageStatuses($window: String!, $apiKeyId: ID, $userId: String) {\n    usageStatuses(window: $window, apiKeyId: $apiKeyId, userId: $userId) {\n      data {\n        ...StatusClassRow\n      }\n    }\n  }\n": types.UsageStatusesDocument,
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
export function graphql(source: "\n  query UsageAccounts($limit: Int!) {\n    users(limit: $limit) {\n      count\n      data {\n        id\n        email\n        fullName\n      }\n    }\n  }\n"): (typeof documents)["\n  query UsageAccounts($limit: Int!) {\n    users(limit: $limit) {\n      count\n      data {\n        id\n        email\n        fullName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment KeyUsageRow on KeyUsage {\n    id\n    name\n    prefix\n    isRevoked\n    isExpired\n    calls\n    errors\n    lastUsedAt\n  }\n"): (typeof documents)["\n  fragment KeyUsageRow on KeyUsage {\n    id\n    name\n    prefix\n    isRevoked\n    isExpired\n    calls\n    errors\n    lastUsedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RequestLogRow on RequestLogEntry {\n    occurredAt\n    requestId\n    apiKeyId\n    keyName\n    method\n    path\n    provider\n    status\n    latencyMs\n    bytes\n    cacheStatus\n  }\n"): (typeof documents)["\n  fragment RequestLogRow on RequestLogEntry {\n    occurredAt\n    requestId\n    apiKeyId\n    keyName\n    method\n    path\n    provider\n    status\n    latencyMs\n    bytes\n    cacheStatus\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StatusClassRow on StatusClassUsage {\n    statusClass\n    codes\n    calls\n    share\n    callsWithoutCode\n    statusCodes {\n      statusCode\n      reason\n      calls\n      share\n    }\n  }\n"): (typeof documents)["\n  fragment StatusClassRow on StatusClassUsage {\n    statusClass\n    codes\n    calls\n    share\n    callsWithoutCode\n    statusCodes {\n      statusCode\n      reason\n      calls\n      share\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TopEndpointRow on EndpointUsage {\n    provider\n    endpoint\n    calls\n    errors\n    errorRate\n    p95LatencyMs\n  }\n"): (typeof documents)["\n  fragment TopEndpointRow on EndpointUsage {\n    provider\n    endpoint\n    calls\n    errors\n    errorRate\n    p95LatencyMs\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UsageKpisSummary on UsageSummary {\n    calls\n    successfulCalls\n    clientErrors\n    serverErrors\n    rateLimitedCalls\n    errors\n    errorRate\n    avgLatencyMs\n    p95LatencyMs\n    cacheHits\n    cacheHitRatio\n    quota {\n      plan\n      limit\n      used\n      remaining\n      resetsAt\n    }\n  }\n"): (typeof documents)["\n  fragment UsageKpisSummary on UsageSummary {\n    calls\n    successfulCalls\n    clientErrors\n    serverErrors\n    rateLimitedCalls\n    errors\n    errorRate\n    avgLatencyMs\n    p95LatencyMs\n    cacheHits\n    cacheHitRatio\n    quota {\n      plan\n      limit\n      used\n      remaining\n      resetsAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsageWidget($dateFrom: String!, $dateTo: String!) {\n    usageSummary(window: \"24h\") {\n      ...UsageKpisSummary\n    }\n    usageTimeseries(interval: \"hour\", dateFrom: $dateFrom, dateTo: $dateTo) {\n      data {\n        start\n        calls\n      }\n    }\n  }\n"): (typeof documents)["\n  query UsageWidget($dateFrom: String!, $dateTo: String!) {\n    usageSummary(window: \"24h\") {\n      ...UsageKpisSummary\n    }\n    usageTimeseries(interval: \"hour\", dateFrom: $dateFrom, dateTo: $dateTo) {\n      data {\n        start\n        calls\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestLog(\n    $userId: String\n    $apiKeyId: String\n    $endpoint: String\n    $statusClass: String\n    $cacheStatus: String\n    $dateFrom: String\n    $dateTo: String\n    $requestId: String\n    $cursor: String\n    $limit: Int!\n  ) {\n    usageRequestLog(\n      userId: $userId\n      apiKeyId: $apiKeyId\n      endpoint: $endpoint\n      statusClass: $statusClass\n      cacheStatus: $cacheStatus\n      dateFrom: $dateFrom\n      dateTo: $dateTo\n      requestId: $requestId\n      cursor: $cursor\n      limit: $limit\n    ) {\n      nextCursor\n      data {\n        ...RequestLogRow\n      }\n    }\n    usageKeys(window: \"30d\", limit: 100, userId: $userId) {\n      data {\n        id\n        name\n        prefix\n        isRevoked\n        isExpired\n      }\n    }\n  }\n"): (typeof documents)["\n  query RequestLog(\n    $userId: String\n    $apiKeyId: String\n    $endpoint: String\n    $statusClass: String\n    $cacheStatus: String\n    $dateFrom: String\n    $dateTo: String\n    $requestId: String\n    $cursor: String\n    $limit: Int!\n  ) {\n    usageRequestLog(\n      userId: $userId\n      apiKeyId: $apiKeyId\n      endpoint: $endpoint\n      statusClass: $statusClass\n      cacheStatus: $cacheStatus\n      dateFrom: $dateFrom\n      dateTo: $dateTo\n      requestId: $requestId\n      cursor: $cursor\n      limit: $limit\n    ) {\n      nextCursor\n      data {\n        ...RequestLogRow\n      }\n    }\n    usageKeys(window: \"30d\", limit: 100, userId: $userId) {\n      data {\n        id\n        name\n        prefix\n        isRevoked\n        isExpired\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsagePage($window: String!, $userId: String) {\n    usageSummary(window: $window, userId: $userId) {\n      ...UsageKpisSummary\n    }\n    usageTopEndpoints(window: $window, userId: $userId, limit: 10) {\n      data {\n        ...TopEndpointRow\n      }\n    }\n    usageKeys(window: $window, userId: $userId, limit: 100) {\n      data {\n        id\n        ...KeyUsageRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query UsagePage($window: String!, $userId: String) {\n    usageSummary(window: $window, userId: $userId) {\n      ...UsageKpisSummary\n    }\n    usageTopEndpoints(window: $window, userId: $userId, limit: 10) {\n      data {\n        ...TopEndpointRow\n      }\n    }\n    usageKeys(window: $window, userId: $userId, limit: 100) {\n      data {\n        id\n        ...KeyUsageRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsageChart($interval: String!, $dateFrom: String!, $dateTo: String!, $apiKeyId: ID, $userId: String) {\n    usageTimeseries(interval: $interval, dateFrom: $dateFrom, dateTo: $dateTo, apiKeyId: $apiKeyId, userId: $userId) {\n      data {\n        start\n        calls\n        errors\n        p95LatencyMs\n      }\n    }\n  }\n"): (typeof documents)["\n  query UsageChart($interval: String!, $dateFrom: String!, $dateTo: String!, $apiKeyId: ID, $userId: String) {\n    usageTimeseries(interval: $interval, dateFrom: $dateFrom, dateTo: $dateTo, apiKeyId: $apiKeyId, userId: $userId) {\n      data {\n        start\n        calls\n        errors\n        p95LatencyMs\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsageStatuses($window: String!, $apiKeyId: ID, $userId: String) {\n    usageStatuses(window: $window, apiKeyId: $apiKeyId, userId: $userId) {\n      data {\n        ...StatusClassRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query UsageStatuses($window: String!, $apiKeyId: ID, $userId: String) {\n    usageStatuses(window: $window, apiKeyId: $apiKeyId, userId: $userId) {\n      data {\n        ...StatusClassRow\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;