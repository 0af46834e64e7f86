import { Heading, Skeleton, Stack, Text } from '@touchline/ui-kit';
import { styled } from 'styled-components';
import { displayName } from '../layout/displayName';
import { DocumentTitle } from '../layout/DocumentTitle';
import { RemoteWidgets } from '../remotes/RemoteWidgets';
import { useSession } from '../session/SessionProvider';

const WidgetGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.space[5]};
`;

export function DashboardPage() {
  const { viewer, isViewerLoading } = useSession();
  return (
    <Stack gap={6}>
      <DocumentTitle title="Dashboard" />
      <Stack gap={1}>
        {isViewerLoading && !viewer ? (
          <Skeleton width="18rem" height="1.9rem" />
        ) : (
          <Heading level={1}>Welcome back, {displayName(viewer)}</Heading>
        )}
        <Text tone="muted">Your API keys, traffic and plan at a glance.</Text>
      </Stack>
      <WidgetGrid>
        <RemoteWidgets />
      </WidgetGrid>
    </Stack>
  );
}
