// Fixtures for tests and stories, all in one place.
import type { Viewer } from '@touchline/shell-contract';
import type { ApiKeyRow } from '../components/ApiKeyTable';
import type { KeyFieldKeyFragment } from '../graphql/graphql';
import { ApiExplorerPageQuery } from '../explorer/ApiExplorerPage';
import type { Endpoint } from '../explorer/catalog/endpoints';
import type { ProxyAnswer } from '../explorer/useProxyCall';
import recording from './sampleApiKeys.json' with { type: 'json' };
import sampleEndpointsAnswer from './sampleEndpoints.json' with { type: 'json' };
import sampleLiveMatches from './sampleLiveMatches.json' with { type: 'json' };

/** As the keys table and the explorer's key field read a key. */
type SampleApiKey = ApiKeyRow & KeyFieldKeyFragment & { __typename: 'ApiKey' };

/**
 * Sample keys for tests and stories, as the API answered them at `recordedAt` and moved forward to
 * now, so "last used" and expiry read the same on any day: one key that never expires, one that
 * expires in 70 days, one expired and one revoked.
 */
export function sampleApiKeys(): SampleApiKey[] {
  const sinceRecordingMs = Date.now() - Date.parse(recording.recordedAt);
  const asOfNow = (iso: string) => new Date(Date.parse(iso) + sinceRecordingMs).toISOString();
  return recording.apiKeys.map((key) => ({
    ...key,
    __typename: 'ApiKey' as const,
    createdAt: asOfNow(key.createdAt),
    lastUsedAt: key.lastUsedAt && asOfNow(key.lastUsedAt),
    revokedAt: key.revokedAt && asOfNow(key.revokedAt),
    expiresAt: key.expiresAt && asOfNow(key.expiresAt),
  }));
}

export const SAMPLE_SECRET = 'tl_AbC12345dEf67890GhIj12345KlMn6789OpQrs';

/** The signed-in developer of tests and stories, and the id of someone else on the same tab. */
export const SAMPLE_VIEWER: Viewer = {
  id: '6f1d2c3b-0000-4000-8000-0000000000aa',
  email: 'dev@example.com',
  fullName: 'Dev',
  avatarUrl: null,
  isSuperuser: false,
};
export const OTHER_USER_ID = '6f1d2c3b-0000-4000-8000-0000000000bb';

// A recorded proxy answer for tests and stories.
function answer(status: number, statusText: string, body: string, extra: [string, string][] = []): ProxyAnswer {
  return {
    url: 'http://localhost:8000/api/flashscore/football/live',
    status,
    statusText,
    latencyMs: status === 200 ? 38.4 : 3.1,
    sizeBytes: body.length,
    headers: (
      [['content-type', 'application/json; charset=utf-8'], ['x-cache', 'MISS'], ...extra] as [string, string][]
    ).sort(([a], [b]) => a.localeCompare(b)),
    body,
    json: JSON.parse(body),
  };
}

const limits = (remaining: number): [string, string][] => [
  ['x-ratelimit-limit', '100'],
  ['x-ratelimit-remaining', String(remaining)],
  ['x-ratelimit-reset', String(Math.floor(Date.now() / 1000) + 5 * 3600)],
];

export const okAnswer = answer(200, 'OK', JSON.stringify(sampleLiveMatches), [
  ...limits(97),
  ['x-sample-data', 'true'],
  ['x-data-source', 'touchline-sample-upstream'],
]);
export const unauthorizedAnswer = answer(401, 'Unauthorized', JSON.stringify({ detail: 'Invalid API key' }));
export const rateLimitedAnswer = answer(
  429,
  'Too Many Requests',
  JSON.stringify({ detail: 'Rate limit of 1 request per second exceeded' }),
  [...limits(0), ['retry-after', '1']],
);

// A part of the bff's endpoint catalog, as GraphQL `dataEndpoints` answers it, for tests and
// stories. The real catalog is served by the bff (bff/src/modules/data-proxy/endpoint-catalog.ts).
export const sampleEndpoints: Endpoint[] = sampleEndpointsAnswer;

/** The explorer page's query answered: the catalog, and the account's keys as the key picker lists them. */
export function explorerPageMock(endpoints: Endpoint[] = sampleEndpoints, keys = sampleApiKeys()) {
  return {
    request: { query: ApiExplorerPageQuery },
    result: {
      data: {
        dataEndpoints: endpoints,
        apiKeys: keys.map(
          ({ id, name, prefix, isRevoked, expiresAt, isExpired, previousPrefix, previousSecretExpiresAt }) => ({
            __typename: 'ApiKey',
            id,
            name,
            prefix,
            isRevoked,
            expiresAt,
            isExpired,
            previousPrefix,
            previousSecretExpiresAt,
          }),
        ),
      },
    },
  };
}
