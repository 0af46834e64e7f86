import {
  AlertTriangleIcon,
  Button,
  Card,
  CardBody,
  CardHeader,
  CardTitle,
  EmptyState,
  Skeleton,
  Stack,
  Text,
} from '@touchline/ui-kit';
import { styled } from 'styled-components';

export const FALLBACK_TITLE = 'This section could not be loaded';

export interface RemoteFallbackProps {
  label: string;
  variant: 'page' | 'widget';
  error: unknown;
  onRetry: () => void;
}

const Details = styled.details`
  max-width: 32rem;
  margin-top: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: left;

  summary {
    cursor: pointer;
  }
  code {
    display: block;
    margin-top: ${({ theme }) => theme.space[2]};
    white-space: pre-wrap;
    word-break: break-word;
    font-family: ${({ theme }) => theme.fonts.mono};
  }
`;

const WarningIcon = styled(AlertTriangleIcon)`
  color: ${({ theme }) => theme.colors.warning};
`;

const WidgetBody = styled(CardBody)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};
`;

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function RemoteFallback({ label, variant, error, onRetry }: RemoteFallbackProps) {
  const retry = (
    <Button
      variant={variant === 'page' ? 'primary' : 'secondary'}
      size={variant === 'page' ? 'md' : 'sm'}
      onClick={onRetry}
    >
      Retry
    </Button>
  );
  if (variant === 'widget') {
    return (
      <Card role="alert" aria-label={`${label}: ${FALLBACK_TITLE}`}>
        <CardHeader>
          <CardTitle>{label}</CardTitle>
          <WarningIcon size={18} aria-hidden />
        </CardHeader>
        <WidgetBody>
          <Stack gap={1}>
            <Text weight="semibold">{FALLBACK_TITLE}</Text>
            <Text tone="muted">This card is unavailable right now; the rest of the dashboard works as usual.</Text>
          </Stack>
          {retry}
        </WidgetBody>
      </Card>
    );
  }
  return (
    <Card role="alert">
      <EmptyState
        icon={<AlertTriangleIcon size={22} />}
        title={FALLBACK_TITLE}
        description={`${label} is unavailable right now. The rest of Touchline keeps working; try again in a moment.`}
        action={
          <Stack gap={2} align="center">
            {retry}
            <Details>
              <summary>Technical details</summary>
              <code>{describe(error)}</code>
            </Details>
          </Stack>
        }
      />
    </Card>
  );
}

export function RemoteLoading({ label, variant }: { label: string; variant: 'page' | 'widget' }) {
  return (
    <Stack gap={4} aria-busy="true" aria-label={`Loading ${label}`}>
      {variant === 'page' && <Skeleton width="14rem" height="1.75rem" />}
      <Card>
        <CardBody>
          <Stack gap={3}>
            <Skeleton width="40%" />
            <Skeleton />
            <Skeleton width="75%" />
          </Stack>
        </CardBody>
      </Card>
    </Stack>
  );
}
