// For stories: Apollo answers for a screen or widget, reusable as often as it asks.
import { MockedProvider } from '@apollo/client/testing/react';
import type { ComponentProps, ReactNode } from 'react';

type Mock = NonNullable<ComponentProps<typeof MockedProvider>['mocks']>[number];

export function StoryApollo({ mocks, children }: { mocks: Mock[]; children: ReactNode }) {
  return (
    <MockedProvider mocks={mocks.map((mock) => ({ maxUsageCount: Number.POSITIVE_INFINITY, ...mock }))}>
      {children}
    </MockedProvider>
  );
}
