// Sample keys for tests and stories, dated relative to now so "last used" and expiry read naturally:
// one key that never expires, one that expires in the future, one expired and one revoked.
import type { Viewer } from '@touchline/shell-contract';
import type { ApiKeyRow } from './ApiKeyTable';

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export function sampleApiKeys(): (ApiKeyRow & { __typename: 'ApiKey' })[] {
  return [
    {
      __typename: 'ApiKey',
      id: '6f1d2c3b-0000-4000-8000-000000000003',
      name: 'Production server',
      prefix: 'tl_AbC12345',
      createdAt: ago(12 * DAY),
      lastUsedAt: ago(3 * MINUTE),
      revokedAt: null,
      isRevoked: false,
      expiresAt: null,
      isExpired: false,
    },
    {
      __typename: 'ApiKey',
      id: '6f1d2c3b-0000-4000-8000-000000000002',
      name: 'Local development',
      prefix: 'tl_x9Yz0Qw7',
      createdAt: ago(20 * DAY),
      lastUsedAt: null,
      revokedAt: null,
      isRevoked: false,
      expiresAt: fromNow(70 * DAY),
      isExpired: false,
    },
    {
      __typename: 'ApiKey',
      id: '6f1d2c3b-0000-4000-8000-000000000004',
      name: 'Hackathon demo',
      prefix: 'tl_Hk7Dm3Vx',
      createdAt: ago(37 * DAY),
      lastUsedAt: ago(31 * DAY),
      revokedAt: null,
      isRevoked: false,
      expiresAt: ago(30 * DAY),
      isExpired: true,
    },
    {
      __typename: 'ApiKey',
      id: '6f1d2c3b-0000-4000-8000-000000000001',
      name: 'Leaked in a gist',
      prefix: 'tl_Lk4Pq2Rs',
      createdAt: ago(45 * DAY),
      lastUsedAt: ago(30 * DAY),
      revokedAt: ago(29 * DAY),
      isRevoked: true,
      expiresAt: null,
      isExpired: false,
    },
  ];
}

export const SAMPLE_SECRET = 'tl_AbC12345dEf67890GhIj12345KlMn6789OpQrs';

/** The signed-in developer of tests and stories, and the id of someone else on the same tab. */
export const SAMPLE_VIEWER: Viewer = { id: '6f1d2c3b-0000-4000-8000-0000000000aa', email: 'dev@example.com', fullName: 'Dev', avatarUrl: null, isSuperuser: false };
export const OTHER_USER_ID = '6f1d2c3b-0000-4000-8000-0000000000bb';
