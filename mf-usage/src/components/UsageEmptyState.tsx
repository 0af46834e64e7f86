import { Button, ChartIcon, EmptyState, KeyIcon } from '@touchline/ui-kit';
import { Link } from 'react-router';

export interface UsageEmptyStateProps {
  /** Whether the account has any key at all. */
  hasKeys: boolean;
  /** e.g. "the last 24 hours". */
  windowLabel: string;
  /** False when a superuser looks at someone else's usage or the whole platform. */
  isOwnUsage: boolean;
}

/** No calls in the window: what would put figures here, and the way to the API keys screen. Stands for the screen's content, right under its h1. */
export function UsageEmptyState({ hasKeys, windowLabel, isOwnUsage }: UsageEmptyStateProps) {
  if (isOwnUsage && !hasKeys) {
    return (
      <EmptyState
        headingLevel={2}
        icon={<KeyIcon size={22} />}
        title="Create an API key to see usage"
        description="Every call made with your keys is counted here: calls, errors, latency and how much of your daily quota is left."
        action={
          <Button as={Link} to="/api-keys">
            Go to API keys
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      headingLevel={2}
      icon={<ChartIcon size={22} />}
      title={`No calls in ${windowLabel}`}
      description={
        isOwnUsage
          ? 'Calls made with your API keys show up here within a second or two. Send one with the X-API-Key header, or try the API Explorer.'
          : 'Calls show up here within a second or two of being made. Try a longer window.'
      }
      action={
        isOwnUsage ? (
          <Button as={Link} to="/api-keys" variant="secondary">
            Go to API keys
          </Button>
        ) : undefined
      }
    />
  );
}
