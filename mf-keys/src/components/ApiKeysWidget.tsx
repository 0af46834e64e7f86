import { useQuery } from '@apollo/client/react';
import type { WidgetProps } from '@touchline/shell-contract';
import {
  Button,
  Card,
  CardBody,
  CardHeader,
  CardTitle,
  KeyIcon,
  Skeleton,
  Stack,
  StatFigure,
  Text,
  useNow,
} from '@touchline/ui-kit';
import { Link } from 'react-router';
import { graphql } from '../graphql';
import { countByStatus, type KeyStatus } from '../keys/keyStatus';

export const ApiKeysWidgetQuery = graphql(`
  query ApiKeysWidget {
    apiKeys {
      id
      isRevoked
      expiresAt
      isExpired
    }
  }
`);

const keyOrKeys = (count: number) => (count === 1 ? 'key' : 'keys');

/** "1 revoked key", "2 revoked and 1 expired key" (the noun agrees with the count next to it): keys that no longer work. */
function stoppedKeys(revoked: number, expired: number): string {
  const parts = [revoked > 0 ? `${revoked} revoked` : null, expired > 0 ? `${expired} expired` : null].filter(Boolean);
  return `${parts.join(' and ')} ${keyOrKeys(expired > 0 ? expired : revoked)}`;
}

function Summary({ active, expired, revoked }: Record<KeyStatus, number>) {
  return (
    <Stack gap={1}>
      <StatFigure value={active} label={`active ${keyOrKeys(active)}`} />
      <Text tone="muted" size="sm">
        {active === 0
          ? 'Create a key to start calling the live-score and transfer endpoints.'
          : revoked + expired > 0
            ? `${stoppedKeys(revoked, expired)} kept for the record.`
            : 'Send a key in the X-API-Key header of every call.'}
      </Text>
    </Stack>
  );
}

export function ApiKeysWidget(_: WidgetProps) {
  // cache-and-network, like the API Keys list: keys created or revoked elsewhere (another tab, the
  // API) show on the next visit of the dashboard instead of the count cached at the first one.
  const { data, loading, error } = useQuery(ApiKeysWidgetQuery, { fetchPolicy: 'cache-and-network' });
  const now = useNow();
  const apiKeys = data?.apiKeys;
  return (
    <Card aria-busy={loading && !apiKeys ? true : undefined}>
      <CardHeader>
        <CardTitle>API Keys</CardTitle>
        <KeyIcon size={18} aria-hidden />
      </CardHeader>
      <CardBody>
        <Stack gap={4} align="start">
          {apiKeys ? (
            <Summary {...countByStatus(apiKeys, now)} />
          ) : loading ? (
            <Stack gap={2}>
              <Skeleton width="7rem" height="1.9rem" />
              <Skeleton width="14rem" />
            </Stack>
          ) : (
            <Text tone="muted">{error ? 'Your keys could not be loaded right now.' : null}</Text>
          )}
          <Button as={Link} to="/api-keys" variant="secondary" size="sm">
            Manage keys
          </Button>
        </Stack>
      </CardBody>
    </Card>
  );
}
