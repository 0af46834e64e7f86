import { Button, errorMessage, Heading, Notice, Skeleton, Stack, Text } from '@touchline/ui-kit';
import { lazy, Suspense, useRef } from 'react';
import { styled } from 'styled-components';
import { displayName } from '../layout/displayName';
import { DocumentTitle } from '../layout/DocumentTitle';
import { RemoteWidgets } from '../remotes/RemoteWidgets';
import { useSession } from '../session/sessionContext';
import { useGreeting } from './greeting';

// Lazy, in the signed-in chunk (signedInSession.ts): the shell's modules that /login loads too must
// not import Apollo Client, which the public screens never download (BENCHMARKS.md, /login budget).
const GettingStartedChecklist = lazy(() =>
  import(/* webpackChunkName: "signed-in" */ './home/GettingStartedChecklist').then(({ GettingStartedChecklist }) => ({
    default: GettingStartedChecklist,
  })),
);

const WidgetGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.space[5]};
`;

export function DashboardPage() {
  const { viewer, isViewerLoading, viewerError, retryViewer } = useSession();
  const greeting = useGreeting(viewer?.id);
  // Where the focus goes when the checklist it was on is dismissed.
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <Stack gap={6}>
      <DocumentTitle title="Dashboard" />
      <Stack gap={1}>
        {viewer ? (
          <Heading level={1} ref={headingRef} tabIndex={-1}>
            {greeting}, {displayName(viewer)}
          </Heading>
        ) : isViewerLoading ? (
          <Skeleton width="18rem" height="1.9rem" />
        ) : (
          // Unknown (the read failed): greet no one rather than a made-up 'User'.
          <Heading level={1} ref={headingRef} tabIndex={-1}>
            Welcome
          </Heading>
        )}
        <Text tone="muted">Your API keys, traffic and plan at a glance.</Text>
      </Stack>
      {viewerError !== undefined && !viewer && !isViewerLoading && (
        <Stack gap={2} align="start">
          <Notice tone="warning" role="status" title="Your account details could not be loaded">
            {errorMessage(viewerError)}
          </Notice>
          <Button variant="secondary" size="sm" onClick={retryViewer}>
            Try again
          </Button>
        </Stack>
      )}
      <Suspense fallback={null}>
        <GettingStartedChecklist onDismissed={() => headingRef.current?.focus()} />
      </Suspense>
      <WidgetGrid>
        <RemoteWidgets />
      </WidgetGrid>
    </Stack>
  );
}
